import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type Next } from 'hono';
import { FIRST_SCREEN_PATHS } from '../../shared/first-screen';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { landingPageFile } from '../../shared/landing-pages';
import { requestLocale } from '../i18n/request-locale';
import { drawnPageTemplate } from './drawn-page';
import type { DrawFirstScreen } from './first-screen';
import { localizedManifest } from './manifest';

/** Whether the request carries a live session; `/` sends those users to the app instead. */
export type SignedIn = (headers: Headers) => Promise<boolean>;

const readIfBuilt = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** The answer depends on these request headers: the language is chosen by them. */
const BY_LANGUAGE = 'Accept-Language, Cookie';

/** The pre-rendered landing page of each language (the build's landing.<locale>.html), else landing.html. */
function landingPages(clientDir: string): Partial<Record<Locale, string>> {
  const fallback = readIfBuilt(path.join(clientDir, 'landing.html'));
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      readIfBuilt(path.join(clientDir, landingPageFile(locale))) ?? fallback,
    ]),
  );
}

/**
 * Files at fixed addresses that name the current version, the service worker and the web app manifest: any
 * cache on the way (a proxy's, a CDN's, the browser's) must ask each time, or a new version would go unseen.
 */
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built client: hashed assets cached for a year (each file as the build compressed it, brotli or gzip,
 * when the browser accepts it: scripts/precompress.ts), `/` answered with the pre-rendered landing page in the
 * visitor's language (its own bundle, none of the app's code) or, for signed-in users, a redirect to /dashboard
 * (spec 000 §2), the service worker and the manifest (in the reader's language) revalidated on every fetch,
 * and every other GET with the app's index.html
 * — for /dashboard and /games with the first screen drawn in it, when `drawFirstScreen` can.
 */
export function clientAssets(clientDir: string, signedIn: SignedIn, drawFirstScreen?: DrawFirstScreen) {
  const indexHtml = readIfBuilt(path.join(clientDir, 'index.html'));
  const landing = landingPages(clientDir);
  const manifest = localizedManifest(readIfBuilt(path.join(clientDir, 'manifest.webmanifest')));
  const app = new Hono();
  if (!indexHtml) return app;
  const drawnPage =
    drawFirstScreen &&
    drawnPageTemplate(indexHtml, (href) => readFileSync(path.join(clientDir, href), 'utf8'));
  /** The home view drawn with its data for a signed-in request (src/shared/first-screen.ts), else the plain page. */
  const firstScreen = async (c: Context, next: Next) => {
    const drawn = drawFirstScreen && drawnPage ? await drawFirstScreen(c.req.raw) : null;
    if (!drawn || !drawnPage) {
      await next();
      c.res.headers.append('Vary', 'Cookie');
      return;
    }
    // Someone's own games: never kept by a shared cache, nor by the browser's.
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    return c.html(drawnPage(drawn));
  };
  return (
    app
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      })
      .use('/assets/*', serveStatic({ root: clientDir, precompressed: true }))
      // A missing asset (an old hashed name after a deploy) is a plain 404, never the app's page cached forever.
      .get('/assets/*', (c) => c.text('Not found.', 404, { 'Cache-Control': 'no-store' }))
      .get('/', async (c, next) => {
        const headers = c.req.raw.headers;
        const page = landing[requestLocale(headers)] ?? landing[DEFAULT_LOCALE];
        if (!page) return next();
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', BY_LANGUAGE);
        if (await signedIn(headers)) return c.redirect('/dashboard', 302);
        return c.html(page);
      })
      .get('/manifest.webmanifest', (c, next) => {
        if (!manifest) return next();
        return c.body(manifest(requestLocale(c.req.raw.headers)), 200, {
          'Content-Type': 'application/manifest+json',
          'Cache-Control': 'no-cache',
          Vary: BY_LANGUAGE,
        });
      })
      .use('*', async (c, next) => {
        await next();
        if (REVALIDATED.has(c.req.path) && c.res.ok) c.res.headers.set('Cache-Control', 'no-cache');
      })
      .use('*', serveStatic({ root: clientDir, index: 'no-index.html', precompressed: true }))
      .on('GET', [...FIRST_SCREEN_PATHS], firstScreen)
      .get('*', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(indexHtml);
      })
  );
}
