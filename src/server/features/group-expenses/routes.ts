import { Hono } from 'hono';
import { z } from 'zod';
import { paidSchema, receiveSchema } from '../../../shared/expenses';
import { groupExpensesCsvQuery, groupExpensesQuery } from '../../../shared/group-expenses';
import { authorizeGroup } from '../../access/group';
import type { AuthedEnv } from '../../auth/session';
import { markPaid, markReceived } from '../../domain/debt-steps';
import { attachmentDisposition } from '../../http/csv';
import { validate } from '../../http/validate';
import { viewerLocale } from '../../i18n/request-locale';
import type { RouteContext } from '../../route-context';
import { groupExpensesCsv } from './export';
import { expensePage, groupBalances } from './service';

const groupParam = z.object({ groupId: z.string() });

/**
 * The Group Expenses screen: a page of expenses, the balances and totals, the CSV, and Mark Paid / Mark
 * Received limited to this group's shares. Members only (anyone else gets 404 'Group not found.'); mounted
 * inside the group routes, behind their session check.
 */
export function groupExpenseRoutes({ db, clock }: RouteContext) {
  return (
    new Hono<AuthedEnv>()
      .get(
        '/:groupId/expenses',
        validate('param', groupParam),
        validate('query', groupExpensesQuery),
        async (c) => {
          const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
          return c.json(await expensePage(db, access, c.req.valid('query').cursor));
        },
      )
      .get(
        '/:groupId/expenses.csv',
        validate('param', groupParam),
        validate('query', groupExpensesCsvQuery),
        async (c) => {
          const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
          const locale = await viewerLocale(db, c.var.user.id, c.req.raw.headers);
          return c.body(groupExpensesCsv(db, access, c.req.valid('query').tz, locale), 200, {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': attachmentDisposition(`${access.group.name}-expenses.csv`),
            'cache-control': 'private, no-store',
            vary: 'Accept-Language, Cookie',
          });
        },
      )
      .get('/:groupId/balances', validate('param', groupParam), async (c) => {
        const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
        return c.json(await groupBalances(db, access));
      })
      // Settling stays open in an inactive group, as on /settle-up: the money is between people, and a group
      // cannot be deleted while any of its shares is unsettled.
      .post(
        '/:groupId/settle/mark-paid',
        validate('param', groupParam),
        validate('json', paidSchema),
        async (c) => {
          const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
          const { otherUserId, amountCents, paymentMethod } = c.req.valid('json');
          const amount = { amountCents, currency: access.group.currency };
          return c.json(
            await markPaid(db, access.userId, otherUserId, amount, paymentMethod, clock(), access),
          );
        },
      )
      .post(
        '/:groupId/settle/mark-received',
        validate('param', groupParam),
        validate('json', receiveSchema),
        async (c) => {
          const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
          const { otherUserId, amountCents, paymentMethod } = c.req.valid('json');
          const amount = { amountCents, currency: access.group.currency };
          return c.json(
            await markReceived(db, access.userId, otherUserId, amount, paymentMethod, clock(), access),
          );
        },
      )
  );
}
