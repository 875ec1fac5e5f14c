import type { Catalogue } from './i18n/catalogues';
import type { Locale } from './i18n/locales';

/**
 * The first screen drawn by the server (docs/decisions/020-first-screen-from-the-server.md): on a cold start
 * of /dashboard or /games, the HTML already holds the signed-in frame and the games list, drawn from the
 * answers of the API requests the screen itself would make. Those answers travel with it, so the app starts
 * on the same data and takes the screen over without a flash.
 */

/** The addresses whose HTML may come drawn: the home view and the games list, unfiltered by group. */
export const FIRST_SCREEN_PATHS = ['/dashboard', '/games'] as const;

/**
 * The Cache Storage cache where the device keeps the last first screen it showed, under its path, for the
 * service worker to start the next visit with (src/client/sw/first-screen.ts). User data: a sign-out wipes it.
 */
export const KEPT_FIRST_SCREEN_CACHE = 'turnout-first-screen';

/** Headers of a kept screen: the app build it was drawn by, the colour scheme it was drawn in, its title. */
export const KEPT_BUILD_HEADER = 'x-turnout-build';
export const KEPT_SCHEME_HEADER = 'x-turnout-color-scheme';
export const KEPT_TITLE_HEADER = 'x-turnout-title';
/** The language a kept screen was drawn in, for its page's `<html lang>`. */
export const KEPT_LANG_HEADER = 'x-turnout-lang';

/** The `<script type="application/json">` element that carries the answers in the HTML. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The API answers the first screen is drawn from, by the address the app itself asks. */
export const FIRST_SCREEN_SOURCES = {
  me: '/api/me',
  unread: '/api/updates/unread',
  groups: '/api/groups',
  games: '/api/games',
} as const;

export interface FirstScreenUser {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled?: boolean | null;
}

/** What the HTML carries: who the server found signed in, when it asked, and the answers as sent. */
export interface FirstScreenData {
  user: FirstScreenUser;
  at: number;
  answers: Record<keyof typeof FIRST_SCREEN_SOURCES, unknown>;
}

/** JSON that is safe inside a `<script>` element: no `<` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A drawn first screen: the inside of `#root`, the page's title (the app would set it only once it runs), and
 * the language it is drawn in (the page's `<html lang>`, which the app then starts in).
 */
export interface DrawnScreen {
  root: string;
  title: string;
  lang: string;
}

/** Draws the first screen for a request (src/client/shell/first-screen-render.tsx). */
export type RenderFirstScreen = (request: {
  /** The address asked for, path and query. */
  location: string;
  /** The viewer's time zone, as their profile keeps it. */
  timeZone: string;
  /** The viewer's language and its catalogue (none for English, the code's own). */
  locale: Locale;
  messages: Catalogue;
  data: FirstScreenData;
}) => DrawnScreen;

/** `<html lang>` in the drawn screen's language, in a page that says English. */
export function withLang(html: string, lang: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang.replace(/[^A-Za-z0-9-]/g, '')}"`);
}

/** `<title>` with the drawn screen's title, in a page whose title is the plain one. */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}
