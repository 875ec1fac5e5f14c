import { createServer, type RequestListener, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle timeout of
 * load balancers (60 s) and of clients' connection pools, so a client reusing a connection just as the server
 * closes it gets a reset instead of an answer; keeping it open longer than they do leaves the closing to them.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The Node request handler for the app. */
function appRequestListener(fetch: (request: Request) => Response | Promise<Response>): RequestListener {
  return getRequestListener(fetch) as RequestListener;
}

/** The app's HTTP server, not yet listening, with the connection timeouts `npm start` uses. */
export function createAppServer(fetch: (request: Request) => Response | Promise<Response>): Server {
  const server = createServer(appRequestListener(fetch));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must be allowed at least as long as the connection may wait for them.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
