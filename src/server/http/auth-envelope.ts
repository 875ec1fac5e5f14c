/**
 * better-auth answers errors as `{ code, message }`, which its own client reads. Turnout's API promises
 * `{ error: { code, message } }` everywhere, so auth errors carry both: the envelope is added, nothing removed.
 */
export async function withErrorEnvelope(responsePromise: Promise<Response>): Promise<Response> {
  const response = await responsePromise;
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status < 400 || !isJson) return response;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (typeof body.error === 'object' && body.error !== null) {
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : 'Something went wrong. Please try again.';
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${response.status}`;
  return new Response(JSON.stringify({ ...body, code, message, error: { code, message } }), {
    status: response.status,
    headers,
  });
}
