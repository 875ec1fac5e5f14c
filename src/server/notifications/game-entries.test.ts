import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUpdate, type UpdateEntry, updateLink } from '../../shared/update-text';
import type { UpdateKind } from '../../shared/updates';
import { type Agent, signUp } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { membershipId, remove } from '../test/members';
import { bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';
import { mailsQueuedFor } from '../test/updates';

type Person = { agent: Agent; userId: string };
type Line = { kind: UpdateKind; gameId: string | null; text: string; link: string };

/** The person's Updates feed through the API, newest first, as the screen shows it (times in UTC). */
async function feed(person: Person): Promise<Line[]> {
  const response = await person.agent.fetch('/api/updates');
  expect(response.status).toBe(200);
  const { entries } = (await response.json()) as { entries: UpdateEntry[] };
  return entries.map((entry) => ({
    kind: entry.kind,
    gameId: entry.gameId,
    text: describeUpdate(entry, 'UTC'),
    link: updateLink(entry),
  }));
}

describe('what a game’s life tells whom in the feed', () => {
  let t: TestApp;
  let ada: Person; // admin, organizes
  let mo: Person; // member, says yes
  let nia: Person; // member, says no
  let pia: Person; // member, never answers
  let oz: Person; // outsider
  let groupId: string;
  let placeId: string;
  let gameId: string;
  const feeds = async () => ({
    ada: await feed(ada),
    mo: await feed(mo),
    nia: await feed(nia),
    pia: await feed(pia),
    oz: await feed(oz),
  });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    nia = await signUp(t, 'Nia Noanswer');
    pia = await signUp(t, 'Pia Passive');
    oz = await signUp(t, 'Oz Outsider');
    groupId = await createGroup(ada.agent, 'Sunday Club');
    for (const person of [mo, nia, pia]) await joinGroup(ada.agent, person.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
  });
  afterAll(() => t.close());

  it('books and confirms: everyone who answered hears it, linked to the game; the organizer and others do not', async () => {
    t.clock.advance(60_000);
    const game = await createGame(ada.agent, { groupId, placeId, title: 'Sunday Pickleball' });
    gameId = game.gameId;
    await answer(ada.agent, gameId, game.optionId, 'yes');
    await answer(mo.agent, gameId, game.optionId, 'yes');
    await answer(nia.agent, gameId, game.optionId, 'no');
    const before = await feeds();

    t.clock.advance(60_000);
    const book = await ada.agent.api.games[':gameId'].book.$post({
      param: { gameId },
      json: { optionId: game.optionId },
    });
    expect(book.status).toBe(200);
    const booked: Line = {
      kind: 'game_booked',
      gameId,
      text: 'Sunday Pickleball is booked for Sat, Nov 28, 2026 at 3:00 PM at Court One',
      link: `/games/${gameId}`,
    };
    expect(await feeds()).toEqual({
      ...before,
      mo: [booked, ...before.mo],
      nia: [booked, ...before.nia],
    });

    t.clock.advance(60_000);
    const markBooked = await ada.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    expect(markBooked.status).toBe(200);
    const confirmed: Line = {
      kind: 'game_confirmed',
      gameId,
      text: 'Ada Admin confirmed Sunday Pickleball for Sat, Nov 28, 2026 at 3:00 PM',
      link: `/games/${gameId}`,
    };
    expect(await feeds()).toEqual({
      ...before,
      mo: [confirmed, booked, ...before.mo],
      nia: [confirmed, booked, ...before.nia],
    });
  });

  it('completes: those who answered or attend hear it is completed, linked to the game', async () => {
    const before = await feeds();
    t.clock.advance(60_000);
    const complete = await ada.agent.api.games[':gameId'].complete.$post({ param: { gameId } });
    expect(complete.status).toBe(200);
    const completed: Line = {
      kind: 'game_completed',
      gameId,
      text: 'Sunday Pickleball is completed',
      link: `/games/${gameId}`,
    };
    expect(await feeds()).toEqual({
      ...before,
      mo: [completed, ...before.mo],
      nia: [completed, ...before.nia],
    });
    // A revert is a correction, not news.
    t.clock.advance(60_000);
    expect((await ada.agent.api.games[':gameId'].revert.$post({ param: { gameId } })).status).toBe(200);
    expect(await feeds()).toEqual({
      ...before,
      mo: [completed, ...before.mo],
      nia: [completed, ...before.nia],
    });
  });

  it('deletes a poll: those who answered hear who deleted it, linked to the games list; never its deleter', async () => {
    t.clock.advance(60_000);
    const poll = await createGame(mo.agent, { groupId, placeId, title: 'Doomed Poll' });
    await answer(mo.agent, poll.gameId, poll.optionId, 'yes');
    await answer(ada.agent, poll.gameId, poll.optionId, 'maybe');
    await answer(nia.agent, poll.gameId, poll.optionId, 'no');
    const before = await feeds();

    t.clock.advance(60_000);
    const deleted = await mo.agent.api.games[':gameId'].$delete({ param: { gameId: poll.gameId } });
    expect(deleted.status).toBe(200);
    const told: Line = {
      kind: 'game_deleted',
      gameId: poll.gameId,
      text: 'Mo Member deleted the poll Doomed Poll',
      link: '/games',
    };
    // What was told of the poll before says it is gone, and no longer opens a missing page.
    const gone = (lines: Line[]) =>
      lines.map((line) =>
        line.gameId === poll.gameId ? { ...line, text: `${line.text} (deleted)`, link: '/games' } : line,
      );
    expect(await feeds()).toEqual({
      ...before,
      ada: [told, ...gone(before.ada)],
      mo: gone(before.mo),
      nia: [told, ...gone(before.nia)],
      pia: gone(before.pia),
    });
    expect(before.pia[0]).toMatchObject({ kind: 'poll_opened', gameId: poll.gameId });
    expect(before.oz).toEqual([]);
  });
});

describe('who hears nothing of a game: joined after its date, or no longer a member', () => {
  let t: TestApp;
  let ada: Person; // admin, organizes
  let mo: Person; // member from the start, attends
  let rex: Person; // attends, then is removed
  let lu: Person; // joins after the game's date; an admin records her as attending
  let groupId: string;
  let placeId: string;
  let otherPlaceId: string;
  let gameId: string;
  let rexBefore: Line[];

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    rex = await signUp(t, 'Rex Removed');
    lu = await signUp(t, 'Lu Latecomer');
    groupId = await createGroup(ada.agent, 'Sunday Club');
    for (const person of [mo, rex]) await joinGroup(ada.agent, person.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
    otherPlaceId = (await createPlace(ada.agent, { name: 'Court Two', address: '2 Main St', groupId })).id;
    gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Early Game' }, [ada, mo, rex], () =>
      t.clock.advance(1000),
    );
    t.clock.advance(60_000);
    expect(
      (await remove(ada.agent, groupId, await membershipId(ada.agent, groupId, rex.userId))).status,
    ).toBe(200);
    rexBefore = await feed(rex);
    // Booked and confirmed in the same instant: either order.
    expect(rexBefore.map((line) => line.kind).sort()).toEqual([
      'game_booked',
      'game_confirmed',
      'poll_opened',
    ]);
    // Nine days on, past the game's date (Nov 28), Lu joins and is recorded as having come.
    t.clock.advance(9 * 24 * 60 * 60 * 1000);
    await joinGroup(ada.agent, lu.agent, groupId);
    const attendance = await ada.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { userId: lu.userId, attending: true },
    });
    expect(attendance.status).toBe(200);
  });
  afterAll(() => t.close());

  it('a member who joined after the game’s date hears nothing of its changes; one who joined before does', async () => {
    const before = { mo: await feed(mo), lu: await feed(lu) };
    t.clock.advance(60_000);
    const edited = await ada.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Early Game', date: '2026-11-28T15:00:00.000Z', placeId: otherPlaceId, timeZone: 'UTC' },
    });
    expect(edited.status).toBe(200);
    const changed: Line = {
      kind: 'game_changed',
      gameId,
      text: 'Ada Admin changed Early Game: place Court One → Court Two',
      link: `/games/${gameId}`,
    };
    expect(await feed(mo)).toEqual([changed, ...before.mo]);
    expect(await feed(lu)).toEqual(before.lu);
    expect(await mailsQueuedFor(t.db, mo.userId, 'changed')).toHaveLength(1);
    expect(await mailsQueuedFor(t.db, lu.userId)).toEqual([]);

    t.clock.advance(60_000);
    expect((await ada.agent.api.games[':gameId'].complete.$post({ param: { gameId } })).status).toBe(200);
    const completed: Line = {
      kind: 'game_completed',
      gameId,
      text: 'Early Game is completed',
      link: `/games/${gameId}`,
    };
    expect(await feed(mo)).toEqual([completed, changed, ...before.mo]);
    expect(await feed(lu)).toEqual(before.lu);

    // Lu is not deaf: a game dated after she joined tells her.
    t.clock.advance(60_000);
    const later = await createGame(ada.agent, {
      groupId,
      placeId,
      title: 'Late Game',
      date: '2026-12-05T15:00:00.000Z',
    });
    await answer(ada.agent, later.gameId, later.optionId, 'yes');
    await answer(lu.agent, later.gameId, later.optionId, 'yes');
    t.clock.advance(60_000);
    const book = await ada.agent.api.games[':gameId'].book.$post({
      param: { gameId: later.gameId },
      json: { optionId: later.optionId },
    });
    expect(book.status).toBe(200);
    expect((await feed(lu)).map((line) => [line.kind, line.gameId])).toEqual([
      ['game_booked', later.gameId],
      ['poll_opened', later.gameId],
      ...before.lu.map((line) => [line.kind, line.gameId]),
    ]);
  });

  it('a removed member hears nothing new of the group, not even of a game they attended', async () => {
    const moBefore = await feed(mo);
    t.clock.advance(60_000);
    expect((await ada.agent.api.games[':gameId'].revert.$post({ param: { gameId } })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await ada.agent.api.games[':gameId'].complete.$post({ param: { gameId } })).status).toBe(200);
    t.clock.advance(60_000);
    // A week ahead of the clock, which is past the helper's default date by now.
    const date = new Date(t.clock().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const poll = await createGame(ada.agent, { groupId, placeId, title: 'After Rex', date });
    expect((await feed(mo)).map((line) => [line.kind, line.gameId])).toEqual([
      ['poll_opened', poll.gameId],
      ['game_completed', gameId],
      ...moBefore.map((line) => [line.kind, line.gameId]),
    ]);
    // Nothing since the removal: not Lu joining, not the edit, completions, polls or bookings.
    expect(await feed(rex)).toEqual(rexBefore);
    expect(await mailsQueuedFor(t.db, rex.userId, 'changed')).toEqual([]);
  });
});
