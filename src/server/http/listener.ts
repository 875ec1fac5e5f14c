import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** The Node request handler for the app, as `npm start`, the HTTP tests and the benches serve it. */
export function appRequestListener(
  fetch: (request: Request) => Response | Promise<Response>,
): RequestListener {
  return getRequestListener(fetch) as RequestListener;
}
