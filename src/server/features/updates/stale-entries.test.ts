import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUpdate, type UpdateEntry } from '../../../shared/update-text';
import type { Agent } from '../../test/agent';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { leave, membershipId, remove } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
const ZONE = 'America/Los_Angeles';

/** Issue 56: an entry whose expense or game is gone says so; a removal reads as a removal. */
describe('feed entries after their subject changed', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let ada: Person;
  let mo: Person;
  let groupId: string;
  let placeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    ada = await http.signUp('Ada Admin');
    mo = await http.signUp('Mo Member');
    groupId = await createGroup(ada.agent, 'Feed Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court', address: '1 Main St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const feed = async (agent: Agent) =>
    ((await (await agent.fetch('/api/updates')).json()) as { entries: UpdateEntry[] }).entries;
  const sentences = async (agent: Agent) => (await feed(agent)).map((entry) => describeUpdate(entry, ZONE));

  it('tells that an expense owed was deleted, and leaves the others as they were', async () => {
    const gameId = await bookedGame(t, ada.agent, [mo.agent, ada.agent], {
      groupId,
      placeId,
      title: 'Saturday Doubles',
    });
    const balls = await addExpense(ada.agent, gameId, 2500, { description: 'New balls' });
    await addExpense(ada.agent, gameId, 1000, { description: 'Water' });
    expect(await sentences(mo.agent)).toContain('You owe Ada Admin $12.50 for New balls at Saturday Doubles');

    const deleted = await ada.agent.api.expenses[':expenseId'].$delete({ param: { expenseId: balls } });
    expect(deleted.status).toBe(200);
    const after = await sentences(mo.agent);
    expect(after).toContain(
      'You no longer owe Ada Admin $12.50 for New balls at Saturday Doubles: the expense was deleted',
    );
    expect(after).toContain('You owe Ada Admin $5.00 for Water at Saturday Doubles');
    expect(after.filter((sentence) => sentence.startsWith('You owe'))).toHaveLength(1);
  });

  it('tells it too of an entry written before entries named their expense', async () => {
    const gameId = await bookedGame(t, ada.agent, [mo.agent, ada.agent], {
      groupId,
      placeId,
      title: 'Old Game',
    });
    const court = await addExpense(ada.agent, gameId, 4000, { description: 'Court' });
    await t.db.execute(sql`update updates set data = data - 'expenseId' where game_id = ${gameId}`);
    expect(await sentences(mo.agent)).toContain('You owe Ada Admin $20.00 for Court at Old Game');

    await ada.agent.api.expenses[':expenseId'].$delete({ param: { expenseId: court } });
    expect(await sentences(mo.agent)).toContain(
      'You no longer owe Ada Admin $20.00 for Court at Old Game: the expense was deleted',
    );
  });

  it('marks the entries of a deleted poll', async () => {
    const { gameId } = await createGame(ada.agent, { groupId, placeId, title: 'Cancelled Rally' });
    expect((await ada.agent.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(200);
    const opened = (await feed(mo.agent)).find(
      (entry) => entry.kind === 'poll_opened' && entry.gameId === gameId,
    );
    expect(opened?.subjectGone).toBe(true);
    expect(describeUpdate(opened as UpdateEntry, ZONE)).toBe(
      'Ada Admin opened a poll in Feed Club: Cancelled Rally (deleted)',
    );
  });

  it('says a removed member was removed, and one who left, left', async () => {
    const cy = await http.signUp('Cy Removed');
    const di = await http.signUp('Di Leaves');
    await joinGroup(ada.agent, cy.agent, groupId);
    await joinGroup(ada.agent, di.agent, groupId);
    t.clock.advance(60_000);
    const removed = await remove(ada.agent, groupId, await membershipId(ada.agent, groupId, cy.userId));
    expect(removed.status).toBe(200);
    expect((await leave(di.agent, groupId)).status).toBe(200);

    const told = await sentences(mo.agent);
    expect(told).toContain('Cy Removed was removed from Feed Club');
    expect(told).not.toContain('Cy Removed left Feed Club');
    expect(told).toContain('Di Leaves left Feed Club');
  });
});
