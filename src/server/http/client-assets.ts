import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Serves the built client: hashed assets cached for a year, every other GET answered with index.html. */
export function clientAssets(clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  const app = new Hono();
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, 'utf8');
  return app
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('/assets/*', serveStatic({ root: clientDir }))
    .use('*', serveStatic({ root: clientDir, index: 'no-index.html' }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
