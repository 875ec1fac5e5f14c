import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two friends who each pay for the other: debts that cancel out are settled together, as 'offset'. Through a
 * real HTTP listener.
 */
describe('debts that net to zero', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let ann: { agent: Agent; userId: string };
  let ben: { agent: Agent; userId: string };
  let groupId: string;
  let gameId: string;

  beforeEach(async () => {
    t ??= await createTestApp();
    http ??= await serveOverHttp(t);
    ann = await http.signUp('Ann Even');
    ben = await http.signUp('Ben Even');
    groupId = await createGroup(ann.agent);
    await joinGroup(ann.agent, ben.agent, groupId);
    const placeId = (await createPlace(ann.agent, { name: 'Even Court', address: '2 Even St', groupId })).id;
    const game = await createGame(ann.agent, { groupId, placeId });
    gameId = game.gameId;
    await answer(ann.agent, gameId, game.optionId, 'yes');
    await answer(ben.agent, gameId, game.optionId, 'yes');
    await ann.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId: game.optionId } });
    await ann.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const pay = async (who: Agent, amountCents: number) =>
    expect((await who.api.expenses.$post({ json: { gameId, amountCents } })).status).toBe(201);
  const shares = async () =>
    (
      await t.db.execute<{ who: string; status: string; method: string | null; by: string | null }>(`
        select p.full_name as who, s.status, s.payment_method as method, s.settled_by as by
        from expense_shares s join expenses e on e.id = s.expense_id join profiles p on p.id = s.user_id
        where e.game_id = '${gameId}' and s.user_id <> s.paid_by order by p.full_name`)
    ).rows;
  const debtsOf = async (agent: Agent) => (await (await agent.api['settle-up'].$get()).json()).debts;

  it('settles both sides at once, by no one, with a note of how, when each paid the same for the other', async () => {
    await pay(ann.agent, 2000);
    expect(await debtsOf(ben.agent)).toHaveLength(1);
    await pay(ben.agent, 2000);
    expect(await shares()).toEqual([
      { who: 'Ann Even', status: 'settled', method: 'offset', by: null },
      { who: 'Ben Even', status: 'settled', method: 'offset', by: null },
    ]);
    expect(await debtsOf(ann.agent)).toEqual([]);
    expect(await debtsOf(ben.agent)).toEqual([]);
    const balances = await t.db.execute(
      `select * from debt_balances where debtor_id in ('${ann.userId}', '${ben.userId}')`,
    );
    expect(balances.rows).toEqual([]);
    // Both histories tell of it: even, each way the same amount.
    for (const who of [ann, ben]) {
      const { payments } = await (await who.agent.api['settle-up'].history.$get({ query: {} })).json();
      expect(payments.map((p) => [p.method, p.amountCents])).toEqual([['offset', 1000]]);
    }
    // Nothing is left open, so the group can go.
    expect((await ann.agent.api.groups[':groupId'].$delete({ param: { groupId } })).status).toBe(200);
  });

  it('leaves debts that do not cancel out to the usual two steps', async () => {
    await pay(ann.agent, 2000);
    await pay(ben.agent, 800);
    expect((await shares()).map((s) => s.status)).toEqual(['pending', 'pending']);
    const [debt] = await debtsOf(ben.agent);
    expect(debt).toMatchObject({ fromUserId: ben.userId, toUserId: ann.userId, amountCents: 600 });
  });

  it('settles two payments marked sent each way that cancel out, which nobody could confirm', async () => {
    await pay(ann.agent, 2000);
    const paid = await ben.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ann.userId, amountCents: 1000 },
    });
    expect(paid.status).toBe(200);
    await pay(ben.agent, 2000);
    const paidBack = await ann.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ben.userId, amountCents: 1000 },
    });
    expect(paidBack.status).toBe(200);
    expect((await shares()).map((s) => [s.status, s.method])).toEqual([
      ['settled', 'offset'],
      ['settled', 'offset'],
    ]);
  });

  it('lets only the payer, whoever added it or a group admin re-split an expense', async () => {
    await pay(ann.agent, 2000);
    const { expenses } = await (
      await ann.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    const expenseId = expenses[0]?.id ?? '';
    const resplit = (who: Agent) =>
      who.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } });
    const refused = await resplit(ben.agent);
    expect(refused.status).toBe(403);
    expect(expenses[0]?.canRecalculate).toBe(true);
    expect((await resplit(ann.agent)).status).toBe(200);
  });
});
