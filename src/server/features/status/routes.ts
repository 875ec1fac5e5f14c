import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { APP_VERSION } from '../../version';

/** Public health and capability report for /test and for load balancers. */
export function statusRoutes(database: Database) {
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
        // Google sign-in and password reset are not wired yet: until the sign-up gate also guards accounts made
        // through Google, offering it would let people in without the code.
        features: { google: false, passwordReset: false },
      },
      healthy ? 200 : 503,
    );
  });
}
