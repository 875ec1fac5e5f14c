import type { AddressInfo } from 'node:net';
import { createAppServer } from '../http/listener';
import { createHttpAgent, signUpWith } from './agent';
import { TEST_SIGNUP_CODE, type TestApp } from './test-app';

/**
 * Serves a test app on a real HTTP listener (a random local port), as `npm start` does: requests cross a
 * socket, carry real headers and bodies, and are answered by the same Node listener.
 */
export async function serveOverHttp(t: TestApp) {
  const server = createAppServer(t.app.fetch).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** A browser of Turnout's own pages: its requests carry PUBLIC_URL's origin. */
    agent: () => createHttpAgent(base, t.config.publicUrl),
    signUp: (name = 'Test User') =>
      signUpWith(createHttpAgent(base, t.config.publicUrl), name, TEST_SIGNUP_CODE),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
