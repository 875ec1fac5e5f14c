import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailInvites } from '../../notifications/invites';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { parseCalendar } from '../../test/ical';
import { bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('calendars', () => {
  let t: TestApp;
  let ada: Person;
  let mo: Person;
  let oz: Person;
  let groupId: string;
  let placeId: string;
  let booked: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    oz = await signUp(t, 'Oz Outsider');
    groupId = await createGroup(ada.agent, 'Sunday Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
    booked = await bookedGame(ada.agent, { groupId, placeId, title: 'Sunday Pickleball' }, [ada, mo]);
  });
  afterAll(() => t.close());

  const download = (agent: Agent, gameId: string) => agent.fetch(`/api/games/${gameId}/calendar.ics`);

  it('Add to calendar gives a member the booked game as a file, with who is going', async () => {
    const response = await download(mo.agent, booked);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Sunday Pickleball.ics"');
    const [event] = parseCalendar(await response.text()).events;
    expect(event).toMatchObject({
      uid: `game-${booked}@turnout`,
      start: new Date('2026-11-28T15:00:00.000Z'),
      end: new Date('2026-11-28T17:00:00.000Z'),
      location: 'Court One, 1 Main St',
      status: 'CONFIRMED',
      url: `http://localhost:3000/games/${booked}`,
    });
    expect(event?.description).toContain('Going: Ada Admin, Mo Member');
  });

  it('refuses anyone else, and a poll', async () => {
    expect((await download(createAgent(t), booked)).status).toBe(401);
    expect((await download(oz.agent, booked)).status).toBe(404);
    const { gameId } = await createGame(ada.agent, { groupId, placeId });
    const poll = await download(mo.agent, gameId);
    expect(poll.status).toBe(409);
    expect((await errorOf(poll)).message).toBe('Add to calendar once the game is booked.');
  });

  it('raises the SEQUENCE with every change, keeping the UID', async () => {
    const before = parseCalendar(await (await download(mo.agent, booked)).text()).events[0];
    const edited = await ada.agent.api.games[':gameId'].$patch({
      param: { gameId: booked },
      json: { title: 'Sunday Pickleball', date: '2026-11-28T17:00:00.000Z', placeId, timeZone: 'UTC' },
    });
    expect(edited.status).toBe(200);
    const after = parseCalendar(await (await download(mo.agent, booked)).text()).events[0];
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(after?.start).toEqual(new Date('2026-11-28T17:00:00.000Z'));
  });

  it('serves a private subscription without a session: booked games and open polls, only of the person’s groups', async () => {
    expect(await (await mo.agent.fetch('/api/me/calendar')).json()).toEqual({ url: null });
    const created = (await (await mo.agent.fetch('/api/me/calendar', { method: 'POST' })).json()) as {
      url: string;
    };
    expect(created.url).toMatch(/^webcal:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await mo.agent.fetch('/api/me/calendar')).json()).toEqual(created);
    // A group Mo is not in.
    const other = await createGroup(oz.agent, 'Elsewhere');
    await joinGroup(oz.agent, ada.agent, other);
    const otherPlace = (
      await createPlace(oz.agent, { name: 'Far Court', address: '9 Far St', groupId: other })
    ).id;
    await createGame(oz.agent, { groupId: other, placeId: otherPlace, title: 'Not for Mo' });
    await createGame(ada.agent, { groupId, placeId, title: 'Open Poll' });

    const path = new URL(created.url.replace('webcal:', 'http:')).pathname;
    const feed = await createAgent(t).fetch(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(await feed.text()).events;
    const titles = events.map((e) => e.summary);
    expect(titles).toContain('Sunday Pickleball');
    expect(titles).toContain('Open Poll (poll)');
    expect(titles).not.toContain('Not for Mo (poll)');
    expect(events.find((e) => e.summary === 'Open Poll (poll)')?.status).toBe('TENTATIVE');

    // A new link revokes the old one at once.
    const renewed = (await (await mo.agent.fetch('/api/me/calendar', { method: 'POST' })).json()) as {
      url: string;
    };
    expect(renewed.url).not.toBe(created.url);
    expect((await createAgent(t).fetch(path)).status).toBe(404);
    expect((await createAgent(t).fetch('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('gives a game its own length in the download and in the private feed', async () => {
    const long = await bookedGame(
      ada.agent,
      { groupId, placeId, title: 'Long Session', date: '2026-11-29T15:00:00.000Z', durationMinutes: 180 },
      [ada, mo],
    );
    const expected = {
      start: new Date('2026-11-29T15:00:00.000Z'),
      end: new Date('2026-11-29T18:00:00.000Z'),
    };
    const [downloaded] = parseCalendar(await (await download(mo.agent, long)).text()).events;
    expect(downloaded).toMatchObject(expected);

    const { url } = (await (await mo.agent.fetch('/api/me/calendar', { method: 'POST' })).json()) as {
      url: string;
    };
    const feed = await createAgent(t).fetch(new URL(url.replace('webcal:', 'http:')).pathname);
    const events = parseCalendar(await feed.text()).events;
    expect(events.find((event) => event.summary === 'Long Session')).toMatchObject(expected);
    expect(events.find((event) => event.summary === 'Sunday Pickleball')?.end).toEqual(
      new Date('2026-11-28T19:00:00.000Z'),
    );
  });

  it('leaves out games before the person joined and booked games over 30 days old', async () => {
    const late = await signUp(t, 'Lee Late');
    t.clock.advance(40 * 24 * 3600 * 1000);
    await joinGroup(ada.agent, late.agent, groupId);
    const { url } = (await (await late.agent.fetch('/api/me/calendar', { method: 'POST' })).json()) as {
      url: string;
    };
    const path = new URL(url.replace('webcal:', 'http:')).pathname;
    expect(parseCalendar(await (await createAgent(t).fetch(path)).text()).events).toEqual([]);
    const { url: moUrl } = (await (await mo.agent.fetch('/api/me/calendar')).json()) as { url: string };
    const moPath = new URL(moUrl.replace('webcal:', 'http:')).pathname;
    // Sunday Pickleball (Nov 28) is now over 30 days past; the open poll's date passed too.
    expect(parseCalendar(await (await createAgent(t).fetch(moPath)).text()).events).toEqual([]);
  });
});

describe('calendars in the recipient’s language', () => {
  let t: TestApp;
  let ada: Person;
  let zoe: Person;
  let groupId: string;
  let placeId: string;
  let booked: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    zoe = await signUp(t, 'Zoé Martin');
    groupId = await createGroup(ada.agent, 'Club de Lyon');
    await joinGroup(ada.agent, zoe.agent, groupId);
    expect((await zoe.agent.api.me.$patch({ json: { locale: 'fr' } })).status).toBe(200);
    placeId = (await createPlace(ada.agent, { name: 'Court Un', address: '1 rue du Parc', groupId })).id;
    booked = await bookedGame(ada.agent, { groupId, placeId, title: 'Padel du dimanche' }, [ada, zoe]);
    await createGame(ada.agent, { groupId, placeId, title: 'Sondage ouvert' });
  });
  afterAll(() => t.close());

  const english = /Going:|Nobody has said yes|\(poll\)|Turnout games/;

  it('a French member’s Add to calendar comes in French, whatever the browser asks for', async () => {
    const response = await zoe.agent.fetch(`/api/games/${booked}/calendar.ics`, {
      headers: { 'accept-language': 'en-US' },
    });
    const text = await response.text();
    const [event] = parseCalendar(text).events;
    expect(event?.summary).toBe('Padel du dimanche');
    expect(event?.description).toContain('Présents : Ada Admin, Zoé Martin');
    expect(text).toMatch(/PRODID:-\/\/Turnout\/\/Turnout\/\/FR/);
    expect(text).not.toMatch(english);
  });

  it('without a language in Profile, the download follows the browser’s; English without one', async () => {
    const { agent } = await signUp(t, 'Jonas Weber');
    await joinGroup(ada.agent, agent, groupId);
    const german = await agent.fetch(`/api/games/${booked}/calendar.ics`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(parseCalendar(await german.text()).events[0]?.description).toContain(
      'Dabei: Ada Admin, Zoé Martin',
    );
    const plain = await agent.fetch(`/api/games/${booked}/calendar.ics`);
    expect(parseCalendar(await plain.text()).events[0]?.description).toContain(
      'Going: Ada Admin, Zoé Martin',
    );
  });

  it('a French member’s subscription comes in French: its name, polls and who is going', async () => {
    const { url } = (await (await zoe.agent.fetch('/api/me/calendar', { method: 'POST' })).json()) as {
      url: string;
    };
    // A calendar app asks without a session, in its own language: the feed keeps the member's.
    const feed = await createAgent(t).fetch(new URL(url.replace('webcal:', 'http:')).pathname, {
      headers: { 'accept-language': 'en-US' },
    });
    const text = await feed.text();
    expect(text).toMatch(/X-WR-CALNAME:Matchs Turnout/);
    const events = parseCalendar(text).events;
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Padel du dimanche',
      'Sondage ouvert (sondage)',
    ]);
    expect(events.find((event) => event.summary === 'Sondage ouvert (sondage)')?.description).toContain(
      'Personne n’a encore dit oui.',
    );
    expect(text).not.toMatch(english);
  });

  it('a French reader’s mailed invite and cancellation come in French', async () => {
    const invites = mailInvites(t.db, t.config);
    const invite = await invites({
      kind: 'booked',
      gameId: booked,
      updateKind: 'game_booked',
      data: {},
      locale: 'fr',
    });
    expect(invite?.method).toBe('REQUEST');
    expect(parseCalendar(invite?.content ?? '').events[0]?.description).toContain(
      'Présents : Ada Admin, Zoé Martin',
    );
    const cancel = await invites({
      kind: 'changed',
      gameId: booked,
      updateKind: 'game_cancelled',
      data: { gameDate: '2026-11-29T15:00:00Z' },
      locale: 'fr',
    });
    const [cancelled] = parseCalendar(cancel?.content ?? '').events;
    expect(cancelled?.summary).toBe('Match');
    expect(cancelled?.description).toContain('Personne n’a encore dit oui.');
  });
});
