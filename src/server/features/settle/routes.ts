import { Hono } from 'hono';
import { paidSchema, receiveSchema } from '../../../shared/expenses';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { markPaid, markReceived } from '../../domain/debt-steps';
import { settleUp } from '../../domain/debts';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';

/** /api/settle-up: the user's debts and the two-step "I paid" / "I received". */
export function settleRoutes({ auth, db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await settleUp(db, c.var.user.id)))
    .post('/mark-paid', validate('json', paidSchema), async (c) => {
      const { otherUserId, amountCents, currency, paymentMethod } = c.req.valid('json');
      return c.json(
        await markPaid(db, c.var.user.id, otherUserId, { amountCents, currency }, paymentMethod, clock()),
      );
    })
    .post('/mark-received', validate('json', receiveSchema), async (c) => {
      const { otherUserId, amountCents, currency, paymentMethod } = c.req.valid('json');
      return c.json(
        await markReceived(db, c.var.user.id, otherUserId, { amountCents, currency }, paymentMethod, clock()),
      );
    });
}
