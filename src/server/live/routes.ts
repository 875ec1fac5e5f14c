import { Hono } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import { LIVE_HEARTBEAT_MS } from '../../shared/live';
import { type AuthedEnv, requireUser } from '../auth/session';
import { ApiError } from '../http/errors';
import type { RouteContext } from '../route-context';

/**
 * GET /api/live: the signed-in user's Server-Sent Events stream. Events: `ready` once subscribed, then
 * `change` with a LiveEvent (ids only) for the groups they belong to, or `resync` when notices may have been
 * lost; a comment line every `heartbeatMs`. The session is checked again at every heartbeat, so a stream of a
 * signed-out or revoked session ends.
 */
export function liveRoutes({
  auth,
  live: hub,
  liveHeartbeatMs: heartbeatMs = LIVE_HEARTBEAT_MS,
}: RouteContext) {
  return new Hono<AuthedEnv>().use(requireUser(auth)).get('/', async (c) => {
    if (!hub) throw new ApiError(503, 'LIVE_OFF', 'Live updates are not available.');
    const headers = c.req.raw.headers;
    // Subscribed before the response starts, so a client that sees the stream open misses nothing after;
    // events that come before the stream exists wait in `early`.
    let write: ((message: SSEMessage) => void) | undefined;
    // A shutdown may end the stream before it starts; `end` resolves it once it runs.
    let ended = false;
    let end = () => {
      ended = true;
    };
    const early: SSEMessage[] = [];
    const unsubscribe = await hub.subscribe({
      userId: c.var.user.id,
      send: (event) => {
        const message =
          event === 'resync'
            ? { event: 'resync', data: '' }
            : { event: 'change', data: JSON.stringify(event) };
        if (write) write(message);
        else early.push(message);
      },
      end: () => end(),
    });
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      const closed = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        end = resolve;
      });
      if (ended) end();
      write = (message) => void stream.writeSSE(message).catch(() => {});
      const heartbeat = setInterval(async () => {
        const session = await auth.readSession(headers).catch(() => null);
        if (!session) stream.abort();
        else stream.write(': heartbeat\n\n').catch(() => {});
      }, heartbeatMs);
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        for (const message of early.splice(0)) write(message);
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
    // Never buffered or compressed by a proxy: each event must leave at once (set after streamSSE, which
    // writes its own `no-cache`).
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    return response;
  });
}
