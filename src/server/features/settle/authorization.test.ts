import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GAME_ROLES, type MatrixRow } from '../../test/matrix';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Here 'member' is the debtor (an attendee), 'creator' the expense's creator and payer, 'admin' a bystander admin. */
type MoneyRole = (typeof GAME_ROLES)[number];
type World = { gameId: string; expenseId: string; amountCents: number; payerId: string; debtorId: string };
const codes = (
  member: number,
  creator: number,
  admin: number,
  nonMember = 404,
): Record<MoneyRole, number> => ({
  anonymous: 401,
  nonMember,
  member,
  creator,
  admin,
});

const reads: MatrixRow<World, MoneyRole>[] = [
  ['GET /settle-up', (a) => a.api['settle-up'].$get(), codes(200, 200, 200, 200)],
  ['GET /expenses', (a) => a.api.expenses.$get({ query: {} }), codes(200, 200, 200, 200)],
  [
    'GET /games/:id/expenses',
    (a, w) => a.api.games[':gameId'].expenses.$get({ param: { gameId: w.gameId } }),
    codes(200, 200, 200),
  ],
  [
    'POST /expenses',
    (a, w) => a.api.expenses.$post({ json: { gameId: w.gameId, amountCents: 1234, category: 'food' } }),
    codes(201, 201, 201),
  ],
  [
    'POST /expenses/:id/recalculate',
    (a, w) => a.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId: w.expenseId } }),
    // A debtor could drop their own attendance and re-split away their share: payer, creator or admin only.
    codes(403, 200, 200),
  ],
];

const changes: [string, 'fresh' | 'paid', MatrixRow<World, MoneyRole>][] = [
  [
    'delete',
    'fresh',
    [
      'DELETE /expenses/:id',
      (a, w) => a.api.expenses[':expenseId'].$delete({ param: { expenseId: w.expenseId } }),
      codes(403, 200, 403),
    ],
  ],
  [
    'mark paid',
    'fresh',
    [
      'POST /settle-up/mark-paid',
      (a, w) =>
        a.api['settle-up']['mark-paid'].$post({
          json: { otherUserId: w.payerId, amountCents: w.amountCents },
        }),
      codes(200, 403, 403, 403),
    ],
  ],
  [
    'mark received',
    'paid',
    [
      'POST /settle-up/mark-received',
      (a, w) =>
        a.api['settle-up']['mark-received'].$post({
          json: { otherUserId: w.debtorId, amountCents: w.amountCents, paymentMethod: 'cash' },
        }),
      codes(403, 200, 403, 403),
    ],
  ],
];

describe('money authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<MoneyRole, Agent>;
  let makeWorld: (state: 'fresh' | 'paid') => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, payer, debtor, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: debtor.agent,
      creator: payer.agent,
      admin: admin.agent,
    });
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, payer.agent, groupId);
    await joinGroup(admin.agent, debtor.agent, groupId);
    const placeId = (
      await createPlace(admin.agent, { name: 'Money Matrix', address: '1 Matrix Way', groupId })
    ).id;
    makeWorld = async (state) => {
      const { gameId, optionId } = await createGame(payer.agent, { groupId, placeId });
      await answer(payer.agent, gameId, optionId, 'yes');
      await answer(debtor.agent, gameId, optionId, 'yes');
      await payer.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
      await payer.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
      const added = await payer.agent.api.expenses.$post({ json: { gameId, amountCents: 2000 } });
      const { expense } = await added.json();
      // Debts between the two add up across worlds: each step is called with the amount it acts on now.
      const owed = async (status: 'pending' | 'verifying') =>
        (await (await debtor.agent.api['settle-up'].$get()).json()).debts.find(
          (d) => d.toUserId === payer.userId && d.status === status,
        )?.amountCents ?? 0;
      let amountCents = await owed('pending');
      if (state === 'paid') {
        const paid = await debtor.agent.api['settle-up']['mark-paid'].$post({
          json: { otherUserId: payer.userId, amountCents },
        });
        expect(paid.status).toBe(200);
        amountCents = await owed('verifying');
      }
      return { gameId, expenseId: expense.id, amountCents, payerId: payer.userId, debtorId: debtor.userId };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    reads,
    () => agents,
    () => makeWorld('fresh'),
    { roles: GAME_ROLES },
  );
  for (const [, state, row] of changes) {
    authorizationMatrix(
      [row],
      () => agents,
      () => makeWorld(state),
      { roles: GAME_ROLES, freshWorldPerRole: true },
    );
  }
});
