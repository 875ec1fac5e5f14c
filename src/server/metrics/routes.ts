import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, to requests carrying METRICS_TOKEN as a bearer token (compared in
 * constant time: both sides hashed to the same length first); anything else gets 401. Without a token set
 * there are no metrics, and /metrics is not found like any unknown address (never the app's page).
 */
export function metricsRoutes(token: string | undefined, metrics: Metrics | undefined) {
  const routes = new Hono();
  if (!token || !metrics) {
    return routes.all('/metrics', () => {
      throw new ApiError(404, 'NOT_FOUND', 'Not found.');
    });
  }
  const expected = digest(token);
  return routes.get('/metrics', async (c) => {
    const given = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      const refusal = new ApiError(401, 'UNAUTHENTICATED', 'The metrics need their bearer token.');
      return c.json(refusal.toBody(), 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    return c.body(await metrics.render(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
