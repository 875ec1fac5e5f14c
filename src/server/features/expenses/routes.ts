import { Hono } from 'hono';
import { z } from 'zod';
import {
  createExpenseSchema,
  expenseGamesQuery,
  expensesQuery,
  updateExpenseSchema,
} from '../../../shared/expenses';
import { myExpensesCsvFileName, myExpensesCsvQuery } from '../../../shared/my-expenses-csv';
import { authorizeGame } from '../../access/game';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { attachmentDisposition } from '../../http/csv';
import { validate } from '../../http/validate';
import { viewerLocale } from '../../i18n/request-locale';
import type { RouteContext } from '../../route-context';
import { myExpensesCsv } from './export';
import { expenseGameChoices } from './game-choices';
import { gameExpenses } from './game-expenses';
import { myExpenses } from './my-expenses';
import { addExpense, deleteExpense, recalculateExpense, updateExpense } from './service';

const expenseParam = z.object({ expenseId: z.uuid() });

/**
 * /api/expenses: the user's expenses (and as CSV under the same filters), the games they may add one to,
 * adding, changing, deleting, re-splitting.
 */
export function expenseRoutes({ auth, db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', expensesQuery), async (c) =>
      c.json(await myExpenses(db, c.var.user.id, c.req.valid('query'), clock())),
    )
    .get('/export.csv', validate('query', myExpensesCsvQuery), async (c) => {
      const filter = c.req.valid('query');
      const locale = await viewerLocale(db, c.var.user.id, c.req.raw.headers);
      return c.body(myExpensesCsv(db, c.var.user.id, filter, clock(), locale), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition(myExpensesCsvFileName(filter)),
        'cache-control': 'private, no-store',
        vary: 'Accept-Language, Cookie',
      });
    })
    .get('/games', validate('query', expenseGamesQuery), async (c) =>
      c.json(await expenseGameChoices(db, c.var.user.id, c.req.valid('query').q)),
    )
    .post('/', validate('json', createExpenseSchema), async (c) => {
      const expense = await addExpense(db, c.var.user.id, c.req.valid('json'), clock());
      return c.json({ expense }, 201);
    })
    .patch(
      '/:expenseId',
      validate('param', expenseParam),
      validate('json', updateExpenseSchema),
      async (c) => {
        const expense = await updateExpense(
          db,
          c.var.user.id,
          c.req.valid('param').expenseId,
          c.req.valid('json'),
          clock(),
        );
        return c.json({ expense });
      },
    )
    .delete('/:expenseId', validate('param', expenseParam), async (c) => {
      await deleteExpense(db, c.var.user.id, c.req.valid('param').expenseId);
      return c.json({ deleted: true as const });
    })
    .post('/:expenseId/recalculate', validate('param', expenseParam), async (c) => {
      await recalculateExpense(db, c.var.user.id, c.req.valid('param').expenseId, clock());
      return c.json({ recalculated: true as const });
    });
}

/** /api/games/:gameId/expenses: the game page's expenses panel; mounted inside the game routes. */
export function gameExpenseRoutes({ db }: RouteContext) {
  return new Hono<AuthedEnv>().get(
    '/:gameId/expenses',
    validate('param', z.object({ gameId: z.string() })),
    async (c) => {
      const access = await authorizeGame(db, c.var.user.id, c.req.valid('param').gameId);
      return c.json({ expenses: await gameExpenses(db, access) });
    },
  );
}
