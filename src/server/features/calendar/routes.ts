import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authorizeGame } from '../../access/game';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { calendarText } from '../../calendar/calendar-messages';
import { buildCalendar } from '../../calendar/ics';
import { loadCalendarGames } from '../../calendar/load';
import { calendarFeeds } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { intlFor } from '../../i18n/intl';
import { profileLocale, viewerLocale } from '../../i18n/request-locale';
import type { RouteContext } from '../../route-context';

export const calendarMessages = {
  notBooked: 'Add to calendar once the game is booked.',
  feedNotFound: 'This calendar link is not valid any more.',
} as const;

const ICS = 'text/calendar; charset=utf-8';
/** A file name any system accepts, from the game's title. */
const fileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .slice(0, 60) || 'game'
  }.ics`;

/** The subscription address: the public URL with webcal:// (calendar apps subscribe instead of downloading). */
const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/^https?:\/\//, 'webcal://')}/api/calendar/${token}.ics`;

/**
 * GET /api/games/:gameId/calendar.ics — Add to calendar, for a member who may see a booked game, in their
 * Profile's language, else the one their browser asks for. Mounted in the games routes, behind their sign-in
 * check.
 */
export function gameCalendarRoutes({ db, config }: RouteContext) {
  const { publicUrl } = config;
  return new Hono<AuthedEnv>().get(
    '/:gameId/calendar.ics',
    validate('param', z.object({ gameId: z.string() })),
    async (c) => {
      const access = await authorizeGame(db, c.var.user.id, c.req.valid('param').gameId);
      if (access.game.status === 'poll' || access.game.status === 'cancelled')
        throw new ApiError(409, 'NOT_BOOKED', calendarMessages.notBooked);
      const games = await loadCalendarGames(db, { gameIds: [access.game.id] }, publicUrl);
      const locale = await viewerLocale(db, c.var.user.id, c.req.raw.headers);
      return c.body(buildCalendar(games, { locale }), 200, {
        'content-type': ICS,
        'content-disposition': `attachment; filename="${fileName(access.game.title)}"`,
        'cache-control': 'private, no-store',
        vary: 'Accept-Language, Cookie',
      });
    },
  );
}

/** GET /api/me/calendar (the link, if any) and POST (a new link; the old one stops working at once). */
export function calendarLinkRoutes({ auth, db, config, clock }: RouteContext) {
  const { publicUrl } = config;
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, c.var.user.id));
      return c.json({ url: feed ? feedUrl(publicUrl, feed.token) : null });
    })
    .post('/', async (c) => {
      // 256 random bits: the link is the only key to the calendar.
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(calendarFeeds)
        .values({ userId: c.var.user.id, token, createdAt: clock() })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: clock() } });
      return c.json({ url: feedUrl(publicUrl, token) });
    });
}

/**
 * GET /api/calendar/:token.ics — the subscription itself, without a session: the token is the key. A calendar
 * app's request says nothing of its reader, so it comes in the person's Profile language, else English.
 */
export function calendarFeedRoutes({ db, config, clock }: RouteContext) {
  const { publicUrl } = config;
  return new Hono().get('/:file', async (c) => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(c.req.param('file'))?.[1];
    const [feed] = token
      ? await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token))
      : [undefined];
    if (!feed) throw notFound(calendarMessages.feedNotFound);
    const games = await loadCalendarGames(db, { userId: feed.userId, now: clock() }, publicUrl);
    const locale = await profileLocale(db, feed.userId);
    const name = intlFor(locale).formatMessage(calendarText.feedName);
    return c.body(buildCalendar(games, { name, locale }), 200, {
      'content-type': ICS,
      'cache-control': 'private, max-age=300',
    });
  });
}
