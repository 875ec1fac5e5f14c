import {
  type DrawnScreen,
  FIRST_SCREEN_SOURCES,
  type FirstScreenData,
  type FirstScreenUser,
  type RenderFirstScreen,
} from '../../shared/first-screen';
import { isSupportedLocale, type Locale, localeFromCookie } from '../../shared/i18n/locales';
import { negotiateLocale } from '../../shared/i18n/negotiate';
import { firstScreenCatalogues } from '../i18n/intl';
import type { Logger } from '../log';

/**
 * The language a signed-in page is drawn in: the account's (Profile), else the device's (the cookie the app
 * keeps), else the browser's Accept-Language — the order the app itself starts in (src/client/i18n).
 */
function viewerLocale(saved: unknown, headers: Headers): Locale {
  if (isSupportedLocale(saved)) return saved;
  return localeFromCookie(headers.get('cookie')) ?? negotiateLocale(headers.get('accept-language'));
}

export interface FirstScreenDeps {
  /** The app itself: the screen's answers are asked of it as the screen would ask them. */
  fetch: (request: Request) => Response | Promise<Response>;
  /** The user of the request's session, if it has a live one. */
  sessionUser: (headers: Headers) => Promise<FirstScreenUser | null>;
  /** The renderer (dist/ssr/first-screen.js), loaded on first use. */
  loadRenderer: () => Promise<RenderFirstScreen>;
  log: Logger;
}

/** The drawn screen for a request of a FIRST_SCREEN_PATHS address, or null to send the plain app page. */
export type DrawFirstScreen = (request: Request) => Promise<DrawnScreen | null>;

/**
 * The signed-in first screen drawn on the server (src/shared/first-screen.ts), so a phone on a slow network
 * paints the games from the HTML instead of after the app's code and a round of API requests. Anything short of
 * a live session, a complete set of answers and a known time zone sends the plain page, as before; so does a
 * renderer that fails, which is logged.
 */
export function firstScreenDrawer({
  fetch,
  sessionUser,
  loadRenderer,
  log,
}: FirstScreenDeps): DrawFirstScreen {
  let renderer: Promise<RenderFirstScreen> | undefined;
  return async (request) => {
    const url = new URL(request.url);
    // A list filtered by group is the page's to check (src/client/shell/first-screen.ts).
    if (url.searchParams.has('group')) return null;
    const user = await sessionUser(request.headers);
    if (!user) return null;
    const at = Date.now();
    const cookie = request.headers.get('cookie') ?? '';
    const answers = Object.fromEntries(
      await Promise.all(
        Object.entries(FIRST_SCREEN_SOURCES).map(async ([name, path]) => {
          const response = await fetch(new Request(new URL(path, url), { headers: { cookie } }));
          return [name, response.ok ? await response.json() : undefined] as const;
        }),
      ),
    ) as FirstScreenData['answers'];
    if (Object.values(answers).includes(undefined)) return null;
    const profile = (answers.me as { profile?: { timeZone?: unknown; locale?: unknown } }).profile;
    const timeZone = profile?.timeZone;
    if (typeof timeZone !== 'string') return null;
    const locale = viewerLocale(profile?.locale, request.headers);
    try {
      renderer ??= loadRenderer();
      const render = await renderer;
      return render({
        location: `${url.pathname}${url.search}`,
        timeZone,
        locale,
        messages: firstScreenCatalogues[locale],
        data: { user, at, answers },
      });
    } catch (error) {
      log.error('first screen not drawn', {
        path: url.pathname,
        error: String((error as Error)?.stack ?? error),
      });
      return null;
    }
  };
}
