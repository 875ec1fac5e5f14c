import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comingWithGuests, costPerHead } from '../../../shared/cost-per-head';
import { type Agent, signUp } from '../../test/agent';
import { answer } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('the games list counts guests of those going', () => {
  let t: TestApp;
  let admin: Person;
  let al: Person;
  let bea: Person;
  let cid: Person;
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'Ada Admin');
    al = await signUp(t, 'Al One');
    bea = await signUp(t, 'Bea Two');
    cid = await signUp(t, 'Cid Three');
    groupId = await createGroup(admin.agent);
    for (const person of [al, bea, cid]) await joinGroup(admin.agent, person.agent, groupId);
    // $60.00 an hour for the default two hours: $120.00 a game.
    placeId = (
      await createPlace(admin.agent, {
        name: 'Court',
        address: '1 Court St',
        groupId,
        costPerHourCents: 6000,
      })
    ).id;
  });
  afterAll(() => t.close());

  async function game(maxPeople?: number) {
    const created = await admin.agent.api.games.$post({
      json: {
        groupId,
        placeId,
        title: 'Doubles',
        date: '2026-12-05T18:00:00.000Z',
        minPeopleRequired: 2,
        ...(maxPeople ? { maxPeople } : {}),
      },
    });
    const { id } = await created.json();
    return { gameId: id, optionId: (await detail(id)).options[0]?.id ?? '' };
  }
  const detail = async (gameId: string) =>
    (await admin.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
  const card = async (gameId: string) => {
    const { games } = await (await admin.agent.api.games.$get({ query: { groupId } })).json();
    const found = games.find((g) => g.id === gameId);
    if (!found) throw new Error('game not on the list');
    return found;
  };
  /** The card's going count and its cost per head, as the games list shows them. */
  const listed = async (gameId: string) => {
    const c = await card(gameId);
    const people = c.maxPeople === null ? c.goingCount : Math.min(c.goingCount, c.maxPeople);
    const cost = costPerHead({
      hourly: c.hourlyCents,
      durationMinutes: c.durationMinutes,
      yesCount: people,
      minPeople: c.minPeopleRequired,
    });
    return { going: c.goingCount, waiting: c.waitingCount, each: cost?.kind === 'split' ? cost.each : null };
  };
  /** What the game page counts: the people going (within the maximum) and their guests. */
  const onPage = async (gameId: string) => {
    const d = await detail(gameId);
    if (d.game.status !== 'poll')
      return comingWithGuests(
        d.attendees.map((a) => a.userId),
        d.guests,
      );
    const option = d.options[0];
    const yes = (option?.rsvps ?? []).filter((r) => r.response === 'yes').map((r) => r.userId);
    return comingWithGuests(
      yes.filter((id) => !option?.waitingUserIds.includes(id)),
      d.guests,
    );
  };
  const yes = async (person: Person, gameId: string, optionId: string) => {
    t.clock.advance(1000);
    await answer(person.agent, gameId, optionId, 'yes');
  };
  const bring = async (person: Person, gameId: string, name: string) => {
    const response = await person.agent.api.games[':gameId'].guests.$post({
      param: { gameId },
      json: { name },
    });
    expect(response.status).toBe(201);
    return (await response.json()).guest.id;
  };
  const unbring = async (person: Person, gameId: string, guestId: string) =>
    expect(
      (await person.agent.api.games[':gameId'].guests[':guestId'].$delete({ param: { gameId, guestId } }))
        .status,
    ).toBe(200);

  it('on a poll: a guest added moves the going count and cost per head, removed moves them back', async () => {
    const { gameId, optionId } = await game();
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    await yes(cid, gameId, optionId);
    expect(await listed(gameId)).toEqual({ going: 3, waiting: 0, each: 4000 });
    const jordan = await bring(al, gameId, 'Jordan');
    expect(await listed(gameId)).toEqual({ going: 4, waiting: 0, each: 3000 });
    expect(await onPage(gameId)).toBe(4);
    await unbring(al, gameId, jordan);
    expect(await listed(gameId)).toEqual({ going: 3, waiting: 0, each: 4000 });
    expect(await onPage(gameId)).toBe(3);
  });

  it('the host’s answer changing moves their guest, and with a maximum the guest can put the last yes waiting', async () => {
    const { gameId, optionId } = await game(4);
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    await bring(al, gameId, 'Jordan');
    await bring(al, gameId, 'Riley');
    await yes(cid, gameId, optionId);
    // Al, two guests and Bea fill the four places: Cid waits.
    expect(await listed(gameId)).toEqual({ going: 4, waiting: 1, each: 3000 });
    expect(await onPage(gameId)).toBe(4);
    expect((await card(gameId)).goingInitials).toHaveLength(2);
    // Al says no: his guests go with him, and Cid is going.
    await answer(al.agent, gameId, optionId, 'no');
    expect(await listed(gameId)).toEqual({ going: 2, waiting: 0, each: 6000 });
    expect(await onPage(gameId)).toBe(2);
  });

  it('once booked: the attendees’ guests count, and a host dropping out takes theirs', async () => {
    const { gameId, optionId } = await game();
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    await bring(bea, gameId, 'Jordan');
    const booked = await admin.agent.api.games[':gameId'].book.$post({
      param: { gameId },
      json: { optionId },
    });
    expect(booked.status).toBe(200);
    expect(await listed(gameId)).toEqual({ going: 3, waiting: 0, each: 4000 });
    expect(await onPage(gameId)).toBe(3);
    const riley = await bring(al, gameId, 'Riley');
    expect(await listed(gameId)).toEqual({ going: 4, waiting: 0, each: 3000 });
    await unbring(al, gameId, riley);
    expect(await listed(gameId)).toEqual({ going: 3, waiting: 0, each: 4000 });
    const out = await bea.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { attending: false },
    });
    expect(out.status).toBe(200);
    // Al alone: the minimum of two still splits the cost.
    expect(await listed(gameId)).toEqual({ going: 1, waiting: 0, each: 6000 });
    expect(await onPage(gameId)).toBe(1);
  });
});
