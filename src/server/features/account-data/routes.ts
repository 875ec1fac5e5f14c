import { Hono } from 'hono';
import { dataExportFileName, dataExportQuery, deleteAccountSchema } from '../../../shared/account-data';
import { wallClock } from '../../../shared/time';
import type { AuthedEnv } from '../../auth/session';
import { attachmentDisposition } from '../../http/csv';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { exportUserData } from './export';
import { type DeletionContext, deleteAccount } from './service';

/**
 * Profile → Your data: GET /api/account/data downloads everything the user made or is part of as one JSON
 * file; POST /api/account/delete deletes the account. Mounted inside the account routes, behind their
 * session check: there is no one else's data to ask for.
 */
export function accountDataRoutes({ db, auth, storage, log, config, clock }: RouteContext) {
  // Confirming a deletion is a credential check: counted like sign-in attempts.
  const attempts = { max: config.rateLimit.authMax, windowSeconds: config.rateLimit.windowSeconds };
  const ctx: DeletionContext = { db, auth, storage, attempts, log };
  return new Hono<AuthedEnv>()
    .get('/data', validate('query', dataExportQuery), async (c) => {
      const now = clock();
      const data = await exportUserData(ctx.db, c.var.user.id, now);
      const day = wallClock(now, c.req.valid('query').tz).date;
      return c.body(JSON.stringify(data, null, 2), 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': attachmentDisposition(dataExportFileName(day)),
        'cache-control': 'private, no-store',
      });
    })
    .post('/delete', validate('json', deleteAccountSchema), async (c) => {
      await deleteAccount(ctx, c.req.raw.headers, c.var.user, c.req.valid('json'), clock());
      // The sessions went with the account; better-auth clears this browser's cookies the way it set them.
      const { headers } = await ctx.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
      return c.json({ deleted: true as const });
    });
}
