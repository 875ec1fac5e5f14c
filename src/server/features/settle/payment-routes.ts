import { Hono } from 'hono';
import { z } from 'zod';
import { shareReceiveSchema } from '../../../shared/expenses';
import type { AuthedEnv } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { historyQuery, settleHistory } from './history';
import { markSharePaid, markShareReceived } from './share-steps';

const shareParam = z.object({ shareId: z.uuid() });

/**
 * /api/settle-up/history and the per-share steps of My Expenses; mounted inside settleRoutes (which signs the
 * caller in), in a file of their own so the netted pair steps in routes.ts stay as they are.
 */
export function paymentRoutes({ db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .get('/history', validate('query', historyQuery), async (c) =>
      c.json(await settleHistory(db, c.var.user.id, c.req.valid('query').cursor)),
    )
    .post('/shares/:shareId/mark-paid', validate('param', shareParam), async (c) =>
      c.json(await markSharePaid(db, c.var.user.id, c.req.valid('param').shareId, clock())),
    )
    .post(
      '/shares/:shareId/mark-received',
      validate('param', shareParam),
      validate('json', shareReceiveSchema),
      async (c) => {
        const { shareId } = c.req.valid('param');
        const { paymentMethod } = c.req.valid('json');
        return c.json(await markShareReceived(db, c.var.user.id, shareId, paymentMethod, clock()));
      },
    );
}
