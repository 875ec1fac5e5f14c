import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOptOuts } from '../db/schema';
import { type Agent, signUp } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { leave, membershipId, remove } from '../test/members';
import { addExpense, bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';
import { entriesOf, mailsQueuedFor } from '../test/updates';

type Person = { agent: Agent; userId: string };
const kinds = async (t: TestApp, person: Person) => (await entriesOf(t.db, person.userId)).map((e) => e.kind);

describe('what each change tells whom', () => {
  let t: TestApp;
  let ada: Person; // admin, organizes
  let mo: Person; // member, says yes
  let nia: Person; // member, says no
  let oz: Person; // outsider
  let rex: Person; // removed before anything happens
  let groupId: string;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    nia = await signUp(t, 'Nia Noanswer');
    oz = await signUp(t, 'Oz Outsider');
    rex = await signUp(t, 'Rex Removed');
    groupId = await createGroup(ada.agent, 'Sunday Club');
    for (const person of [mo, nia, rex]) await joinGroup(ada.agent, person.agent, groupId);
    expect(
      (await remove(ada.agent, groupId, await membershipId(ada.agent, groupId, rex.userId))).status,
    ).toBe(200);
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
  });
  afterAll(() => t.close());

  it('tells members of joins and departures, never the person who did it, never a removed member', async () => {
    expect(await kinds(t, ada)).toEqual(['member_joined', 'member_joined', 'member_joined', 'member_left']);
    // Mo joined first: hears of Nia and Rex joining, and of Rex leaving.
    expect(await kinds(t, mo)).toEqual(['member_joined', 'member_joined', 'member_left']);
    const [left] = (await entriesOf(t.db, mo.userId)).slice(-1);
    expect(left?.data).toMatchObject({ actorName: 'Rex Removed', groupName: 'Sunday Club' });
    expect(await kinds(t, oz)).toEqual([]);
    // Rex heard of nothing after joining (and nothing of his own removal).
    expect(await kinds(t, rex)).toEqual([]);
  });

  it('opens a poll for every member but its creator; books for those who answered, mails only attendees', async () => {
    const before = { ada: (await kinds(t, ada)).length, rex: (await kinds(t, rex)).length };
    const { gameId, optionId } = await createGame(ada.agent, {
      groupId,
      placeId,
      title: 'Sunday Pickleball',
    });
    expect((await kinds(t, mo)).at(-1)).toBe('poll_opened');
    expect((await kinds(t, nia)).at(-1)).toBe('poll_opened');
    await answer(ada.agent, gameId, optionId, 'yes');
    await answer(mo.agent, gameId, optionId, 'yes');
    await answer(nia.agent, gameId, optionId, 'no');
    const booked = await ada.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    expect(booked.status).toBe(200);

    const moEntry = (await entriesOf(t.db, mo.userId)).at(-1);
    expect(moEntry).toMatchObject({ kind: 'game_booked', gameId, groupId });
    expect(moEntry?.data).toMatchObject({
      gameTitle: 'Sunday Pickleball',
      placeName: 'Court One',
      actorName: 'Ada Admin',
    });
    expect((await kinds(t, nia)).at(-1)).toBe('game_booked');
    expect(await mailsQueuedFor(t.db, mo.userId, 'booked')).toHaveLength(1);
    // Nia said no: she hears of it in the feed but gets no invite.
    expect(await mailsQueuedFor(t.db, nia.userId, 'booked')).toHaveLength(0);
    expect((await kinds(t, ada)).length).toBe(before.ada);
    expect((await kinds(t, rex)).length).toBe(before.rex);
    expect(await kinds(t, oz)).toEqual([]);
  });

  it('tells attendees of a new date and place with old and new, and mails them the change', async () => {
    const gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Moving Game' }, [ada, mo]);
    const other = (await createPlace(ada.agent, { name: 'Court Two', address: '2 Main St', groupId })).id;
    const edited = await ada.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Moving Game', date: '2026-11-29T17:00:00.000Z', placeId: other, timeZone: 'UTC' },
    });
    expect(edited.status).toBe(200);
    const entry = (await entriesOf(t.db, mo.userId)).at(-1);
    expect(entry?.kind).toBe('game_changed');
    expect(entry?.data.changes).toEqual(
      expect.arrayContaining([
        { field: 'date', from: '2026-11-28T15:00:00.000Z', to: '2026-11-29T17:00:00.000Z' },
        { field: 'place', from: 'Court One', to: 'Court Two' },
      ]),
    );
    expect(await mailsQueuedFor(t.db, mo.userId, 'changed')).toHaveLength(1);
    // A title alone is not news.
    await ada.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Renamed', date: '2026-11-29T17:00:00.000Z', placeId: other, timeZone: 'UTC' },
    });
    expect((await entriesOf(t.db, mo.userId)).at(-1)).toEqual(entry);
  });

  it('tells each sharer what they owe whom, and the two sides of a payment; an opt-out stops only the mail', async () => {
    await t.db.insert(mailOptOuts).values({ userId: nia.userId, kind: 'share' });
    const gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Paid Game' }, [ada, mo, nia]);
    await addExpense(ada.agent, gameId, 5000);
    const moShare = (await entriesOf(t.db, mo.userId)).at(-1);
    expect(moShare).toMatchObject({ kind: 'expense_share', gameId });
    expect(moShare?.data).toMatchObject({
      actorName: 'Ada Admin',
      description: 'Court',
      gameTitle: 'Paid Game',
    });
    expect(moShare?.data.amountCents).toBeGreaterThan(1600);
    expect((await kinds(t, nia)).at(-1)).toBe('expense_share');
    expect(await mailsQueuedFor(t.db, mo.userId, 'share')).toHaveLength(1);
    expect(await mailsQueuedFor(t.db, nia.userId, 'share')).toHaveLength(0);
    // The payer owes nobody.
    expect((await kinds(t, ada)).filter((k) => k === 'expense_share')).toEqual([]);

    const amountCents = moShare?.data.amountCents ?? 0;
    const paid = await mo.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ada.userId, amountCents },
    });
    expect(paid.status).toBe(200);
    expect((await entriesOf(t.db, ada.userId)).at(-1)).toMatchObject({
      kind: 'payment_marked',
      data: { actorName: 'Mo Member', amountCents },
    });
    expect(await mailsQueuedFor(t.db, ada.userId, 'confirm')).toHaveLength(1);
    // A repeated click tells nobody twice.
    await mo.agent.api['settle-up']['mark-paid'].$post({ json: { otherUserId: ada.userId, amountCents } });
    expect(await mailsQueuedFor(t.db, ada.userId, 'confirm')).toHaveLength(1);
    const received = await ada.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: mo.userId, amountCents, paymentMethod: 'venmo' },
    });
    expect(received.status).toBe(200);
    expect((await entriesOf(t.db, mo.userId)).at(-1)).toMatchObject({
      kind: 'payment_confirmed',
      data: { actorName: 'Ada Admin', amountCents },
    });
  });

  it('a member who leaves hears nothing new of the group', async () => {
    expect((await leave(nia.agent, groupId)).status).toBe(200);
    const count = (await kinds(t, nia)).length;
    expect((await kinds(t, mo)).at(-1)).toBe('member_left');
    await createGame(ada.agent, { groupId, placeId, title: 'After Nia' });
    expect((await kinds(t, nia)).length).toBe(count);
    expect((await kinds(t, mo)).at(-1)).toBe('poll_opened');
  });
});
