import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { compressWholeAnswers } from './compress-whole';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle timeout of
 * load balancers (60 s) and of clients' connection pools, so a client reusing a connection just as the server
 * closes it gets a reset instead of an answer; keeping it open longer than they do leaves the closing to them.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Bodies smaller than this go as they are: below one packet, compressing costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compression at the Node layer: a whole answer up to 64 KB (every JSON answer) at once on the main thread
 * (compress-whole.ts), anything else on Node's zlib streams (whose work runs on libuv's thread pool), rather
 * than Hono's middleware: that one pipes every answer through a web CompressionStream, whose stream adapters
 * cost the main thread more than the deflate itself under the mixed load, and it compressed even a 30-byte
 * answer because it judges size only by a Content-Length header that c.json() does not set. It leaves alone
 * event streams and what asks not to be transformed (`Cache-Control: no-transform`).
 */
const compress = compression({
  threshold: COMPRESS_FROM_BYTES,
  // An event stream must leave event by event; gzip would hold events back until its buffer fills.
  filter: (request, response) =>
    !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response),
});

/** The Node request handler for the app. */
function appRequestListener(fetch: (request: Request) => Response | Promise<Response>): RequestListener {
  const app = getRequestListener(fetch) as RequestListener;
  return (request: IncomingMessage, response: ServerResponse) =>
    compress(request as never, response as never, () => {
      // After `compression` has wrapped the response, so its answers take this way first.
      compressWholeAnswers(request, response, COMPRESS_FROM_BYTES);
      app(request, response);
    });
}

/** The app's HTTP server, not yet listening, with the connection timeouts `npm start` uses. */
export function createAppServer(fetch: (request: Request) => Response | Promise<Response>): Server {
  const server = createServer(appRequestListener(fetch));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must be allowed at least as long as the connection may wait for them.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
