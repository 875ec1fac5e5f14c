import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, json, signUp } from '../../test/agent';
import { gameMessage, postToBoard } from '../../test/discussions';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { entriesOf, mailsQueuedFor } from '../../test/updates';

type Person = { agent: Agent; userId: string };

const put = (body: unknown): RequestInit => ({ ...json(body), method: 'PUT' });

describe('telling people of messages', () => {
  const clock = testClock();
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let kim: Person;
  let groupId: string;
  let placeId: string;
  let gameId: string;
  const unread = async (person: Person) =>
    (await (await person.agent.api.messages.unread.$get()).json()).games;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    [alex, sam, kim] = await Promise.all([signUp(t, 'Alex'), signUp(t, 'Sam'), signUp(t, 'Kim')]);
    groupId = await createGroup(alex.agent);
    await joinGroup(alex.agent, sam.agent, groupId);
    await joinGroup(alex.agent, kim.agent, groupId);
    placeId = (await createPlace(alex.agent, { name: 'Court', address: '1 Way', groupId })).id;
  });
  beforeEach(async () => {
    clock.advance(61_000);
    gameId = (await createGame(alex.agent, { groupId, placeId, title: 'Friday doubles' })).gameId;
  });
  afterAll(() => t.close());

  const messageEntries = async (person: Person) =>
    (await entriesOf(t.db, person.userId)).filter(
      (e) => e.kind.startsWith('message_') && e.gameId === gameId,
    );

  it('gives each other reader one unread "wrote in" entry per thread, without mail by default', async () => {
    await gameMessage(sam.agent, gameId, 'running 10 minutes late');
    await gameMessage(sam.agent, gameId, 'now 15');
    const entries = await messageEntries(kim);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'message_posted',
        data: expect.objectContaining({ actorName: 'Sam', gameTitle: 'Friday doubles' }),
      }),
    ]);
    expect(await messageEntries(sam)).toEqual([]);
    expect(await mailsQueuedFor(t.db, kim.userId, 'messages')).toEqual([]);
  });

  it('tells a mentioned member by entry and mail; the others get the plain entry', async () => {
    await gameMessage(sam.agent, gameId, '@Kim can you bring balls?', [kim.userId]);
    expect((await messageEntries(kim)).map((e) => e.kind)).toEqual(['message_mention']);
    expect((await messageEntries(alex)).map((e) => e.kind)).toEqual(['message_posted']);
    const mails = (await mailsQueuedFor(t.db, kim.userId, 'mention')).filter((m) => m.gameId === gameId);
    expect(mails).toHaveLength(1);
  });

  it('mails other messages only to who turned them on, and no mention to who turned mentions off', async () => {
    const setMail = async (person: Person, kind: 'messages' | 'mention', enabled: boolean) =>
      expect((await person.agent.fetch('/api/me/notifications', put({ kind, enabled }))).status).toBe(200);
    const mailsOf = async (person: Person, kind: 'messages' | 'mention') =>
      (await mailsQueuedFor(t.db, person.userId, kind)).filter((mail) => mail.gameId === gameId);
    await setMail(alex, 'messages', true);
    await setMail(kim, 'mention', false);
    try {
      await gameMessage(sam.agent, gameId, '@Kim the court is 3, not 4', [kim.userId]);
      expect(await mailsOf(alex, 'messages')).toHaveLength(1);
      expect(await mailsOf(kim, 'mention')).toEqual([]);
      // The entry stays: the setting is about mail.
      expect((await messageEntries(kim)).map((e) => e.kind)).toEqual(['message_mention']);
    } finally {
      await setMail(alex, 'messages', false);
      await setMail(kim, 'mention', true);
    }
  });

  it('tells nobody outside the thread of a mention: a stranger named by id gets nothing', async () => {
    const stranger = await signUp(t, 'Stranger');
    await gameMessage(sam.agent, gameId, 'hi', [stranger.userId]);
    expect(await entriesOf(t.db, stranger.userId)).toEqual([]);
  });

  it('a muted discussion writes its reader no entries, mails or dots', async () => {
    const param = { gameId };
    await kim.agent.api.games[':gameId'].messages.mute.$put({ param, json: { muted: true } });
    await gameMessage(sam.agent, gameId, '@Kim ping', [kim.userId]);
    expect(await messageEntries(kim)).toEqual([]);
    expect(await unread(kim)).not.toContain(gameId);
    const thread = await (await kim.agent.api.games[':gameId'].messages.$get({ param, query: {} })).json();
    expect(thread.muted).toBe(true);
  });

  it('marks a game unread for others until they open it; the author never sees their own as unread', async () => {
    await gameMessage(sam.agent, gameId, 'court 3, not 4');
    expect(await unread(kim)).toContain(gameId);
    expect(await unread(sam)).not.toContain(gameId);
    clock.advance(1_000);
    await kim.agent.api.games[':gameId'].messages.read.$put({ param: { gameId } });
    expect(await unread(kim)).not.toContain(gameId);
    clock.advance(1_000);
    await gameMessage(alex.agent, gameId, 'noted');
    expect(await unread(kim)).toContain(gameId);
  });

  it('a board message leads its readers to the group', async () => {
    await postToBoard(sam.agent, groupId, 'New court opens in March');
    const entries = (await entriesOf(t.db, kim.userId)).filter(
      (e) => e.kind === 'message_posted' && !e.gameId,
    );
    expect(entries.at(-1)).toMatchObject({ groupId });
  });
});
