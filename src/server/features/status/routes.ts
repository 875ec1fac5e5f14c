import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteContext } from '../../route-context';
import { APP_VERSION } from '../../version';

/**
 * Public health and capability report for /test and for load balancers: the release, the schema its database
 * is at (the newest migration recorded in it), and whether that database answers.
 */
export function statusRoutes({ database, config }: RouteContext) {
  return new Hono().get('/', async (c) => {
    const schema = await database.db
      .execute<{ tag: string }>(sql`select tag from drizzle.migration_tags order by created_at desc limit 1`)
      .then((found) => found.rows[0]?.tag ?? null)
      .catch(() => undefined);
    const healthy = schema !== undefined;
    return c.json(
      {
        version: APP_VERSION,
        schema: schema ?? null,
        database: database.kind,
        healthy,
        features: { google: Boolean(config.google) },
      },
      healthy ? 200 : 503,
    );
  });
}
