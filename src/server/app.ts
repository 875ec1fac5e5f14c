import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { RenderFirstScreen } from '../shared/first-screen';
import type { Auth } from './auth/auth';
import { CLIENT_IP_HEADER } from './auth/auth';
import { gateRoutes } from './auth/gate-routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountDataRoutes } from './features/account-data/routes';
import { accountRoutes } from './features/account-security/routes';
import { adminRoutes } from './features/admin/routes';
import { calendarFeedRoutes, calendarLinkRoutes, gameCalendarRoutes } from './features/calendar/routes';
import { expenseRoutes, gameExpenseRoutes } from './features/expenses/routes';
import { gameRoutes } from './features/games/routes';
import { groupExpenseRoutes } from './features/group-expenses/routes';
import { groupRoutes } from './features/groups/routes';
import { inviteRoutes } from './features/invites/routes';
import { memberRoutes } from './features/members/routes';
import {
  notificationSettingRoutes,
  timeZoneRoutes,
  unsubscribeRoutes,
} from './features/notifications/routes';
import { gamePhotoRoutes, photoRoutes } from './features/photos/routes';
import { groupPlaceRoutes, placeRoutes } from './features/places/routes';
import { meRoutes } from './features/profile/routes';
import { pushRoutes } from './features/push/routes';
import { paymentRoutes } from './features/settle/payment-routes';
import { settleRoutes } from './features/settle/routes';
import { statusRoutes } from './features/status/routes';
import { updateRoutes } from './features/updates/routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { withErrorEnvelope, withoutTokens } from './http/auth-envelope';
import { clientAssets } from './http/client-assets';
import { ApiError } from './http/errors';
import { firstScreenDrawer } from './http/first-screen';
import { boundedCleanBodies, sameOriginWrites } from './http/request-guard';
import type { LiveHub } from './live/hub';
import { liveRoutes } from './live/routes';
import type { Logger } from './log';
import { type PushReach, publicPushReach } from './notifications/push-endpoint';
import { configuredStorage } from './storage/configured';
import type { FileStorage } from './storage/file-storage';

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  log: Logger;
  /** Folder of the built client to serve; omitted in API tests. */
  clientDir?: string;
  /** Draws the signed-in first screen into the served page (dist/ssr/first-screen.js); without it, none is. */
  firstScreenRenderer?: () => Promise<RenderFirstScreen>;
  /** The current time; tests move it instead of sleeping. */
  clock?: () => Date;
  /** Change notices for the live streams; without it GET /api/live answers 503. */
  live?: LiveHub;
  /** Heartbeat interval of the live streams (tests shorten it). */
  liveHeartbeatMs?: number;
  /** Where uploaded photos live; unless given, the configured one (S3_BUCKET, else DATA_DIR/uploads). */
  storage?: FileStorage;
  /** Where push endpoints may lead; only tests pass one (their own push service). Default: the internet. */
  pushReach?: PushReach;
}

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/** Photo uploads stream to disk under their own limit (PHOTO_MAX_BYTES) instead of the JSON one. */
const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/games\/[^/]+\/photos\/?$/.test(path);

function apiRoutes({
  config,
  database,
  auth,
  live,
  liveHeartbeatMs,
  clock = () => new Date(),
  storage,
  log,
  pushReach = publicPushReach,
}: AppDeps) {
  const { db } = database;
  const photos = {
    db,
    storage: storage ?? configuredStorage(config),
    settings: config.photos,
    clock,
  };
  // Confirming a deletion is a credential check: counted like sign-in attempts.
  const attempts = { max: config.rateLimit.authMax, windowSeconds: config.rateLimit.windowSeconds };
  return new Hono()
    .route('/status', statusRoutes(database, config))
    .route('/gate', gateRoutes(config, db, clock))
    .route('/me/calendar', calendarLinkRoutes(auth, db, config.publicUrl, clock))
    .route('/me/notifications', notificationSettingRoutes(auth, db))
    .route('/me/time-zone', timeZoneRoutes(auth, db))
    .route('/push', pushRoutes(auth, db, pushReach))
    .route('/me', meRoutes(auth, db, clock))
    .route('/updates', updateRoutes(auth, db, clock))
    .route('/unsubscribe', unsubscribeRoutes(db, config.authSecret))
    .route('/calendar', calendarFeedRoutes(db, config.publicUrl, clock))
    .route(
      '/account',
      accountRoutes(auth, db).route(
        '/',
        accountDataRoutes({ db, auth, storage: photos.storage, attempts, log }, clock),
      ),
    )
    .route('/waitlist', waitlistRoutes(config, db, clock))
    .route(
      '/groups',
      groupRoutes(auth, db, clock, photos.storage)
        .route('/', inviteRoutes(db, config.publicUrl, clock))
        .route('/', memberRoutes(db, clock))
        .route('/', groupPlaceRoutes(db))
        .route('/', groupExpenseRoutes(db, clock)),
    )
    .route('/places', placeRoutes(auth, db))
    .route(
      '/games',
      gameRoutes(auth, db, clock, photos.storage)
        .route('/', gameExpenseRoutes(db))
        .route('/', gameCalendarRoutes(db, config.publicUrl))
        .route('/', gamePhotoRoutes(photos)),
    )
    .route('/photos', photoRoutes(auth, photos))
    .route('/expenses', expenseRoutes(auth, db, clock))
    .route('/settle-up', settleRoutes(auth, db, clock).route('/', paymentRoutes(db, clock)))
    .route('/live', liveRoutes(auth, live, liveHeartbeatMs))
    .route('/admin', adminRoutes(auth, db));
}

export function createApp(deps: AppDeps) {
  const { auth, log } = deps;
  const app = new Hono();
  app.use(requestId());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Rate limits key on the client's address: the socket's, or behind a trusted proxy the last address it
  // appended to X-Forwarded-For. A client-sent copy of this header is never trusted.
  app.use('/api/*', async (c, next) => {
    const forwarded = deps.config.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
      : undefined;
    const address = forwarded || clientAddress(c);
    if (address) c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    else c.req.raw.headers.delete(CLIENT_IP_HEADER);
    await next();
  });
  app.use('/api/*', sameOriginWrites(deps.config.publicUrl));
  app.use('/api/*', boundedCleanBodies(isPhotoUpload));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => withoutTokens(withErrorEnvelope(auth.handler(c.req.raw))));

  const routes = app.route('/api', apiRoutes(deps));
  app.all('/api/*', () => {
    throw new ApiError(404, 'NOT_FOUND', 'No such API route.');
  });
  if (deps.clientDir) {
    const signedIn = async (headers: Headers) => Boolean(await auth.readSession(headers));
    const { firstScreenRenderer } = deps;
    const drawFirstScreen = firstScreenRenderer
      ? firstScreenDrawer({
          fetch: (request) => app.fetch(request),
          sessionUser: async (headers) => (await auth.readSession(headers))?.user ?? null,
          loadRenderer: firstScreenRenderer,
          log,
        })
      : undefined;
    app.route('/', clientAssets(deps.clientDir, signedIn, drawFirstScreen));
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const body = new ApiError(error.status, 'BAD_REQUEST', error.message || 'Bad request.').toBody();
      return c.json(body, error.status);
    }
    const id = c.get('requestId');
    log.error('request failed', { requestId: id, path: c.req.path, error: String(error?.stack ?? error) });
    return c.json(
      { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: id } },
      500,
    );
  });
  app.notFound((c) => c.json(new ApiError(404, 'NOT_FOUND', 'Not found.').toBody(), 404));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
