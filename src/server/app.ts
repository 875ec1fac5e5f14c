import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import type { RenderFirstScreen } from '../shared/first-screen';
import type { Auth } from './auth/auth';
import { CLIENT_IP_HEADER } from './auth/auth';
import { withAuthFaults } from './auth/auth-faults';
import { gateRoutes } from './auth/gate-routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountDataRoutes } from './features/account-data/routes';
import { accountRoutes } from './features/account-security/routes';
import { adminRoutes } from './features/admin/routes';
import { calendarFeedRoutes, calendarLinkRoutes, gameCalendarRoutes } from './features/calendar/routes';
import { gameDiscussionRoutes, groupBoardRoutes, messageRoutes } from './features/discussions/routes';
import { expenseRoutes, gameExpenseRoutes } from './features/expenses/routes';
import { gameRoutes } from './features/games/routes';
import { groupExpenseRoutes } from './features/group-expenses/routes';
import { groupRoutes } from './features/groups/routes';
import { gameGuestRoutes } from './features/guests/routes';
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
import { ApiError, faultOf, RETRY_AFTER_SECONDS } from './http/errors';
import { firstScreenDrawer } from './http/first-screen';
import { requestContext } from './http/request-context';
import { boundedCleanBodies, sameOriginWrites } from './http/request-guard';
import type { LiveHub } from './live/hub';
import { liveRoutes } from './live/routes';
import type { Logger } from './log';
import { createMetrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/routes';
import { type PushReach, publicPushReach } from './notifications/push-endpoint';
import type { RouteContext } from './route-context';
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
  log,
  clock = () => new Date(),
  storage,
  pushReach = publicPushReach,
  live,
  liveHeartbeatMs,
}: AppDeps) {
  const ctx: RouteContext = {
    config,
    database,
    db: database.db,
    auth,
    log,
    clock,
    storage: storage ?? configuredStorage(config),
    pushReach,
    live,
    liveHeartbeatMs,
  };
  return new Hono()
    .route('/status', statusRoutes(ctx))
    .route('/gate', gateRoutes(ctx))
    .route('/me/calendar', calendarLinkRoutes(ctx))
    .route('/me/notifications', notificationSettingRoutes(ctx))
    .route('/me/time-zone', timeZoneRoutes(ctx))
    .route('/push', pushRoutes(ctx))
    .route('/me', meRoutes(ctx))
    .route('/updates', updateRoutes(ctx))
    .route('/unsubscribe', unsubscribeRoutes(ctx))
    .route('/calendar', calendarFeedRoutes(ctx))
    .route('/account', accountRoutes(ctx).route('/', accountDataRoutes(ctx)))
    .route('/waitlist', waitlistRoutes(ctx))
    .route(
      '/groups',
      groupRoutes(ctx)
        .route('/', inviteRoutes(ctx))
        .route('/', memberRoutes(ctx))
        .route('/', groupPlaceRoutes(ctx))
        .route('/', groupExpenseRoutes(ctx))
        .route('/', groupBoardRoutes(ctx)),
    )
    .route('/places', placeRoutes(ctx))
    .route(
      '/games',
      gameRoutes(ctx)
        .route('/', gameExpenseRoutes(ctx))
        .route('/', gameCalendarRoutes(ctx))
        .route('/', gamePhotoRoutes(ctx))
        .route('/', gameGuestRoutes(ctx))
        .route('/', gameDiscussionRoutes(ctx)),
    )
    .route('/photos', photoRoutes(ctx))
    .route('/messages', messageRoutes(ctx))
    .route('/expenses', expenseRoutes(ctx))
    .route('/settle-up', settleRoutes(ctx).route('/', paymentRoutes(ctx)))
    .route('/live', liveRoutes(ctx))
    .route('/admin', adminRoutes(ctx));
}

export function createApp(deps: AppDeps) {
  const { auth, log, config } = deps;
  // Metrics only when they can be read (METRICS_TOKEN): otherwise nothing is counted at all.
  const metrics = config.metricsToken
    ? createMetrics({ database: deps.database, live: deps.live, log })
    : undefined;
  const app = new Hono();
  app.use(requestContext(log, metrics?.observeRequest));
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
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    withoutTokens(withErrorEnvelope(withAuthFaults(() => auth.handler(c.req.raw)))),
  );

  const routes = app.route('/api', apiRoutes(deps));
  app.all('/api/*', () => {
    throw new ApiError(404, 'NOT_FOUND', 'No such API route.');
  });
  app.route('/', metricsRoutes(config.metricsToken, metrics));
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
    // The server's own trouble that passes (a full disk, the database away): said plainly, with the id.
    const fault = faultOf(error);
    if (fault) {
      const what = fault.status === 507 ? 'disk full' : 'unavailable';
      log.error(`request failed: ${what}`, { requestId: id, route: routePath(c), error: String(error) });
      if (fault.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ error: { ...fault.toBody().error, requestId: id } }, fault.status);
    }
    // The route's pattern, not its path, which may carry a token; the request id is on the line already.
    log.error('request failed', { route: routePath(c), error: String(error?.stack ?? error) });
    return c.json(
      { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: id } },
      500,
    );
  });
  app.notFound((c) => c.json(new ApiError(404, 'NOT_FOUND', 'Not found.').toBody(), 404));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
