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

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, inner]) => [key, dropTokens(inner)]),
    );
  }
  return value;
}

/**
 * better-auth puts the session token in the JSON of sign-in, get-session and list-sessions. The token is
 * the credential the HttpOnly cookie keeps out of page scripts' reach, so no answer carries it: sessions are
 * named by their id, and the browser holds the token only in its cookie.
 */
export async function withoutTokens(responsePromise: Promise<Response>): Promise<Response> {
  const response = await responsePromise;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body = text;
  try {
    if (text.includes('"token"')) body = JSON.stringify(dropTokens(JSON.parse(text)));
  } catch {
    // not JSON after all: passed on as it came
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
