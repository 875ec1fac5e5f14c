import { hc } from 'hono/client';
import type { AppType } from '../app';
import { TEST_SIGNUP_CODE, type TestApp } from './test-app';

/**
 * A cookie-keeping client for one simulated browser: the typed Hono RPC client (`api`) and raw `fetch`,
 * both answered by the app in memory.
 */
export function createAgent(testApp: TestApp, clientAddress = '203.0.113.7') {
  return cookieClient(testApp.config.publicUrl, (path, init) =>
    testApp.app.request(
      path,
      init,
      // The node server's socket, as getConnInfo reads it.
      { incoming: { socket: { remoteAddress: clientAddress, remotePort: 5000, remoteFamily: 'IPv4' } } },
    ),
  );
}

/** The same client against a running server over HTTP, sending `origin` as its pages' origin. */
export function createHttpAgent(baseUrl: string, origin = baseUrl) {
  return cookieClient(origin, (path, init) => globalThis.fetch(new URL(path, baseUrl), init));
}

function cookieClient(
  origin: string,
  send: (path: string, init: RequestInit) => Response | Promise<Response>,
) {
  const cookies = new Map<string, string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request = new Request(url, init);
    const headers = new Headers(request.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('origin', origin);
    const response = await send(`${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: request.body,
      signal: init?.signal,
      duplex: 'half',
    } as RequestInit);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), rest.join('='));
    }
    return response;
  };
  const api = hc<AppType>('http://localhost', { fetch }).api;
  return { api, fetch, cookies };
}

export type Agent = ReturnType<typeof createAgent>;

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

let counter = 0;

/** Passes the gate and signs up a new user through the real endpoints; the agent is then signed in. */
export async function signUp(testApp: TestApp, name = 'Test User') {
  counter += 1;
  return signUpWith(createAgent(testApp, `198.51.100.${counter % 250}`), name, TEST_SIGNUP_CODE);
}

/** Signs up through `agent` (in memory or over HTTP) with the gate code. */
export async function signUpWith(agent: Agent, name: string, code: string) {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.test`;
  const gate = await agent.api.gate.$post({ json: { code } });
  if (gate.status !== 200) throw new Error(`gate refused: ${gate.status}`);
  const response = await agent.fetch(
    '/api/auth/sign-up/email',
    json({ name, email, password: 'correct-horse-9' }),
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { agent, email, password: 'correct-horse-9', userId: body.user.id };
}

/** The `{ error }` envelope of a refused call (the typed client only knows success bodies). */
export async function errorOf(response: { json(): Promise<unknown> }) {
  const body = (await response.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  return body.error;
}
