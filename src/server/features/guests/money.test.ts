import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestMessages } from '../../../shared/guests';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { membershipId, remove } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
const DAY = 24 * 60 * 60 * 1000;

describe('a guest’s share is owed by their host', () => {
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let kim: Person;
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    alex = await signUp(t, 'Alex Admin');
    sam = await signUp(t, 'Sam Host');
    kim = await signUp(t, 'Kim Member');
    groupId = await createGroup(alex.agent);
    await joinGroup(alex.agent, sam.agent, groupId);
    await joinGroup(alex.agent, kim.agent, groupId);
    placeId = (await createPlace(alex.agent, { name: 'Court', address: '1 Court St', groupId })).id;
  });
  afterAll(() => t.close());

  const owedTo = async (debtor: Person, creditor: Person) =>
    (await (await debtor.agent.api['settle-up'].$get()).json()).debts
      .filter(
        (d) => d.fromUserId === debtor.userId && d.toUserId === creditor.userId && d.status === 'pending',
      )
      .reduce((sum, d) => sum + d.amountCents, 0);

  it('splits among members and guests; the host owes their own share and the guest’s, kept after removal', async () => {
    const gameId = await bookedGame(t, alex.agent, [alex.agent, sam.agent, kim.agent], { groupId, placeId });
    const brought = await sam.agent.api.games[':gameId'].guests.$post({
      param: { gameId },
      json: { name: 'Jordan' },
    });
    expect(brought.status).toBe(201);
    const { guest } = await brought.json();
    // After the game: Alex pays $40.00 for four people, Sam owes $10.00 + $10.00 (for Jordan).
    t.clock.advance(9 * DAY);
    expect((await alex.agent.api.games[':gameId'].complete.$post({ param: { gameId } })).status).toBe(200);
    await addExpense(alex.agent, gameId, 40_00, { description: 'Court' });
    expect(await owedTo(sam, alex)).toBe(20_00);
    expect(await owedTo(kim, alex)).toBe(10_00);
    const { expenses } = await (
      await kim.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    const jordans = expenses[0]?.shares.filter((share) => share.guestId === guest.id) ?? [];
    expect(jordans).toEqual([
      expect.objectContaining({ userId: sam.userId, guestName: 'Jordan', amountCents: 10_00 }),
    ]);

    // Money names Jordan: nobody can remove them, and removing Sam from the group keeps them and the debt.
    const refused = await alex.agent.api.games[':gameId'].guests[':guestId'].$delete({
      param: { gameId, guestId: guest.id },
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(guestMessages.inMoney);
    const removed = await remove(alex.agent, groupId, await membershipId(alex.agent, groupId, sam.userId));
    expect(removed.status).toBe(200);
    const { rows } = await t.db.execute<{ host_id: string }>(
      sql`select host_id from game_guests where id = ${guest.id}`,
    );
    expect(rows).toEqual([{ host_id: sam.userId }]);
    expect(await owedTo(sam, alex)).toBe(20_00);
  });

  it('keeps a played game’s guests when their host leaves, money or not; drops them from games to come', async () => {
    const soon = () => new Date(t.clock().getTime() + 3 * DAY).toISOString();
    const played = await bookedGame(t, alex.agent, [alex.agent, kim.agent], {
      groupId,
      placeId,
      date: soon(),
    });
    const bring = (gameId: string, name: string) =>
      kim.agent.api.games[':gameId'].guests.$post({ param: { gameId }, json: { name } });
    expect((await bring(played, 'Riley')).status).toBe(201);
    t.clock.advance(4 * DAY);
    const coming = await bookedGame(t, alex.agent, [alex.agent, kim.agent], {
      groupId,
      placeId,
      date: soon(),
    });
    expect((await bring(coming, 'Casey')).status).toBe(201);
    expect((await kim.agent.api.groups[':groupId'].leave.$post({ param: { groupId } })).status).toBe(200);
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select name from game_guests where game_id in (${played}, ${coming}) order by name`,
    );
    expect(rows).toEqual([{ name: 'Riley' }]);
  });
});
