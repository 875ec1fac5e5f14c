import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ReadCache } from './read-cache';
import { responseKey } from './read-cache';

/**
 * The Node request handler for the app. A GET that the read cache holds a whole answer for (the same path,
 * cookies and encoding, no write since) is answered here, before Hono, its middleware and the session lookup
 * run: the home list and settle-up are read far more often than anything is written.
 */
export function appRequestListener(
  fetch: (request: Request) => Response | Promise<Response>,
  cache?: ReadCache,
) {
  const app = getRequestListener(fetch) as RequestListener;
  if (!cache) return app;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/api/')) {
      const hit = cache.response(responseKey(req.url, req.headers.cookie, req.headers['accept-encoding']));
      if (hit) {
        res.writeHead(200, hit.headers);
        res.end(hit.body);
        return;
      }
    }
    return app(req, res);
  };
}
