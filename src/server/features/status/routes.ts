import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteContext } from '../../route-context';
import { APP_VERSION } from '../../version';

/** Public health and capability report for /test and for load balancers. */
export function statusRoutes({ database, config }: RouteContext) {
  return new Hono().get('/', async (c) => {
    const healthy = await database.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    return c.json(
      {
        version: APP_VERSION,
        database: database.kind,
        healthy,
        features: { google: Boolean(config.google) },
      },
      healthy ? 200 : 503,
    );
  });
}
