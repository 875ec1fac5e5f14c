/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  FIRST_SCREEN_PATHS,
  KEPT_BUILD_HEADER,
  KEPT_FIRST_SCREEN_CACHE,
  KEPT_LANG_HEADER,
  KEPT_SCHEME_HEADER,
  KEPT_TITLE_HEADER,
  withLang,
  withTitle,
} from '../../shared/first-screen';

const ROOT_PLACEHOLDER = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"/;

/**
 * The app shell with the games list the device last showed drawn into it, when the page kept one for this
 * address with this build of the app (src/client/offline/keep-first-screen.ts): a start from the home screen
 * paints the games from here, before the app's code has run, and the app then takes the screen over from the
 * answers it carries — as from a first screen drawn by the server. Without one, the plain shell.
 */
async function shellWithKeptScreen(shellUrl: string, path: string): Promise<Response> {
  const shell = await matchPrecache(shellUrl);
  if (!shell) throw new Error(`${shellUrl} is not in the precache`);
  const kept = await caches.match(path, { cacheName: KEPT_FIRST_SCREEN_CACHE });
  if (!kept) return shell;
  const html = await shell.text();
  const plain = () => new Response(html, { headers: shell.headers });
  if (kept.headers.get(KEPT_BUILD_HEADER) !== html.match(ENTRY_SCRIPT)?.[1]) return plain();
  const scheme = kept.headers.get(KEPT_SCHEME_HEADER);
  const title = decodeURIComponent(kept.headers.get(KEPT_TITLE_HEADER) ?? '');
  const lang = kept.headers.get(KEPT_LANG_HEADER);
  const page = withLang(title ? withTitle(html, title) : html, lang || 'en')
    .replace(ROOT_PLACEHOLDER, `<div id="root">${await kept.text()}</div>`)
    // The scheme it was drawn in, which the app would otherwise set only once it runs.
    .replace(
      /<html lang="([^"]*)">/,
      scheme === 'dark' || scheme === 'light'
        ? `<html lang="$1" data-mantine-color-scheme="${scheme}">`
        : '<html lang="$1">',
    );
  return new Response(page, { headers: shell.headers });
}

/** Answers the first screen's addresses (unfiltered by group); registered before the shell's own route. */
export function registerKeptFirstScreen(shellUrl: string): void {
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      (FIRST_SCREEN_PATHS as readonly string[]).includes(url.pathname) &&
      !url.searchParams.has('group'),
    ({ url }) => shellWithKeptScreen(shellUrl, url.pathname),
  );
}
