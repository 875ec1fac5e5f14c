import type { AddressInfo } from 'node:net';
import { createAppServer } from '../http/listener';
import { createHttpAgent, signUpWith } from './agent';
import { TEST_SIGNUP_CODE, type TestApp } from './test-app';

/**
 * Serves a fetch handler on Turnout's own Node listener at a random local port: requests cross a socket and
 * carry real headers and bodies. `close` ends open connections too (keep-alive, streams).
 */
export async function listenOnRandomPort(fetch: Parameters<typeof createAppServer>[0]) {
  const server = createAppServer(fetch).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves a test app on a real HTTP listener, as `npm start` does. */
export async function serveOverHttp(t: TestApp) {
  const { base, close } = await listenOnRandomPort(t.app.fetch);
  return {
    base,
    /** A browser of Turnout's own pages: its requests carry PUBLIC_URL's origin. */
    agent: () => createHttpAgent(base, t.config.publicUrl),
    signUp: (name = 'Test User') =>
      signUpWith(createHttpAgent(base, t.config.publicUrl), name, TEST_SIGNUP_CODE),
    close,
  };
}
