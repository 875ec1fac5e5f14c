import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GROUP_ROLES, type MatrixRow } from '../../test/matrix';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Here 'admin' is the group's admin and the payer (the creditor); 'member' owes them (the debtor). */
type Role = (typeof GROUP_ROLES)[number];
type World = { groupId: string; amountCents: number; payerId: string; debtorId: string };
const codes = (member: number, admin: number): Record<Role, number> => ({
  anonymous: 401,
  nonMember: 404,
  member,
  admin,
});

const reads: MatrixRow<World, Role>[] = [
  [
    'GET /groups/:id/expenses',
    (a, w) => a.api.groups[':groupId'].expenses.$get({ param: { groupId: w.groupId }, query: {} }),
    codes(200, 200),
  ],
  [
    'GET /groups/:id/expenses.csv',
    (a, w) => a.api.groups[':groupId']['expenses.csv'].$get({ param: { groupId: w.groupId }, query: {} }),
    codes(200, 200),
  ],
  [
    'GET /groups/:id/balances',
    (a, w) => a.api.groups[':groupId'].balances.$get({ param: { groupId: w.groupId } }),
    codes(200, 200),
  ],
];

const steps: ['fresh' | 'paid', MatrixRow<World, Role>][] = [
  [
    'fresh',
    [
      'POST /groups/:id/settle/mark-paid',
      (a, w) =>
        a.api.groups[':groupId'].settle['mark-paid'].$post({
          param: { groupId: w.groupId },
          json: { otherUserId: w.payerId, amountCents: w.amountCents },
        }),
      codes(200, 403),
    ],
  ],
  [
    'paid',
    [
      'POST /groups/:id/settle/mark-received',
      (a, w) =>
        a.api.groups[':groupId'].settle['mark-received'].$post({
          param: { groupId: w.groupId },
          json: { otherUserId: w.debtorId, amountCents: w.amountCents, paymentMethod: 'zelle' },
        }),
      codes(403, 200),
    ],
  ],
];

describe('group expenses authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<Role, Agent>;
  let makeWorld: (state: 'fresh' | 'paid') => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [payer, debtor, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: debtor.agent,
      admin: payer.agent,
    });
    const groupId = await createGroup(payer.agent);
    await joinGroup(payer.agent, debtor.agent, groupId);
    // The outsider runs a group of their own: being a member somewhere does not open this one.
    await createGroup(outsider.agent);
    const placeId = (
      await createPlace(payer.agent, { name: 'Matrix Court', address: '1 Matrix Way', groupId })
    ).id;
    makeWorld = async (state) => {
      const gameId = await bookedGame(t, payer.agent, [debtor.agent, payer.agent], { groupId, placeId });
      await addExpense(payer.agent, gameId, 2000);
      // Debts add up across worlds: each step is called with the amount it acts on now.
      const owed = async (status: 'pending' | 'verifying') => {
        const response = await debtor.agent.api.groups[':groupId'].balances.$get({ param: { groupId } });
        const { debts } = await response.json();
        return debts.find((d) => d.toUserId === payer.userId && d.status === status)?.amountCents ?? 0;
      };
      let amountCents = await owed('pending');
      if (state === 'paid') {
        const paid = await debtor.agent.api.groups[':groupId'].settle['mark-paid'].$post({
          param: { groupId },
          json: { otherUserId: payer.userId, amountCents },
        });
        expect(paid.status).toBe(200);
        amountCents = await owed('verifying');
      }
      return { groupId, amountCents, payerId: payer.userId, debtorId: debtor.userId };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    reads,
    () => agents,
    () => makeWorld('fresh'),
    { roles: GROUP_ROLES },
  );
  for (const [state, row] of steps) {
    authorizationMatrix(
      [row],
      () => agents,
      () => makeWorld(state),
      { roles: GROUP_ROLES, freshWorldPerRole: true },
    );
  }
});
