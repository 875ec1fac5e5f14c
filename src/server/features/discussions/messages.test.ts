import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_PAGE_SIZE } from '../../../shared/discussions';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { gameMessage, gameThreadOf, postToBoard, postToGame } from '../../test/discussions';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

describe('a game discussion', () => {
  const clock = testClock();
  let t: TestApp;
  let admin: Agent;
  let sam: Agent;
  let groupId: string;
  let placeId: string;
  let gameId: string;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    const [a, s] = await Promise.all([signUp(t, 'Alex Admin'), signUp(t, 'Sam Member')]);
    admin = a.agent;
    sam = s.agent;
    groupId = await createGroup(admin);
    await joinGroup(admin, sam, groupId);
    placeId = (await createPlace(admin, { name: 'Court', address: '1 Way', groupId })).id;
  });
  beforeEach(async () => {
    // A minute apart: every test starts with a fresh rate-limit window.
    clock.advance(61_000);
    gameId = (await createGame(admin, { groupId, placeId })).gameId;
  });
  afterAll(() => t.close());

  it('keeps line breaks and pages 30 at a time, newest first, with the page before behind a cursor', async () => {
    await gameMessage(sam, gameId, 'running\n10 minutes\r\nlate  ');
    for (let i = 1; i <= MESSAGES_PAGE_SIZE + 4; i += 1) {
      clock.advance(1_000);
      if (i % 30 === 0) clock.advance(61_000);
      await gameMessage(i % 2 ? admin : sam, gameId, `message ${i}`);
    }
    const first = await gameThreadOf(sam, gameId);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages[0]?.body).toBe(`message ${MESSAGES_PAGE_SIZE + 4}`);
    expect(first.earlierCursor).toEqual(expect.any(String));
    const earlier = await gameThreadOf(sam, gameId, first.earlierCursor ?? '');
    expect(earlier.messages.map((m) => m.body)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      'running\n10 minutes\nlate',
    ]);
    expect(earlier.earlierCursor).toBeNull();
    expect(earlier.messages.at(-1)).toMatchObject({
      authorName: 'Sam Member',
      canEdit: true,
      canDelete: true,
    });
    // The admin may delete anyone's message but edits only their own.
    const asAdmin = await gameThreadOf(admin, gameId, first.earlierCursor ?? '');
    expect(asAdmin.messages.at(-1)).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('reads its first page in 3 statements, the session and the door included', async () => {
    for (let i = 0; i < 5; i += 1) await gameMessage(sam, gameId, `m${i}`);
    const statements = await t.countQueries(() => gameThreadOf(sam, gameId));
    expect(statements).toHaveLength(3);
  });

  it('stores a message once however often its send is repeated; another author cannot take its id', async () => {
    const id = randomUUID();
    const first = await postToGame(sam, gameId, 'court 3, not 4', { id });
    const again = await postToGame(sam, gameId, 'court 3, not 4', { id });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await again.json()).message.id).toBe(id);
    const taken = await postToGame(admin, gameId, 'mine now', { id });
    expect(taken.status).toBe(409);
    const stored = await t.db.execute(
      sql`select count(*)::int as n from discussion_messages where id = ${id}`,
    );
    expect(stored.rows[0]).toEqual({ n: 1 });
  });

  it('edits show edited; deletes leave Message deleted in place, without text or reactions', async () => {
    const message = await gameMessage(sam, gameId, 'who brings balls?');
    const param = { messageId: message.id };
    const edited = await sam.api.messages[':messageId'].$patch({
      param,
      json: { body: 'who brings the balls?' },
    });
    expect((await edited.json()).message).toMatchObject({
      body: 'who brings the balls?',
      editedAt: expect.any(String),
    });
    await admin.api.messages[':messageId'].reactions[':reaction'].$put({
      param: { ...param, reaction: 'heart' },
    });
    const thread = await gameThreadOf(sam, gameId);
    expect(thread.messages[0]?.reactions).toEqual([
      { reaction: 'heart', userId: expect.any(String), name: 'Alex Admin' },
    ]);
    expect((await admin.api.messages[':messageId'].$delete({ param })).status).toBe(200);
    const after = await gameThreadOf(sam, gameId);
    expect(after.messages[0]).toMatchObject({
      id: message.id,
      deleted: true,
      body: '',
      reactions: [],
      canEdit: false,
    });
    const editDeleted = await sam.api.messages[':messageId'].$patch({ param, json: { body: 'back' } });
    expect(editDeleted.status).toBe(409);
  });

  it('refuses 2,001 characters, blank text, NUL and bodies over 1 MiB; stores markup and RTL overrides inert', async () => {
    expect((await postToGame(sam, gameId, 'x'.repeat(2000))).status).toBe(201);
    const tooLong = await postToGame(sam, gameId, 'x'.repeat(2001));
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe('A message can be at most 2,000 characters.');
    expect((await postToGame(sam, gameId, ' \n ')).status).toBe(400);
    expect((await postToGame(sam, gameId, 'a\u0000b')).status).toBe(400);
    expect((await postToGame(sam, gameId, 'y'.repeat(1024 * 1024 + 10))).status).toBe(413);
    const hostile = '<script>alert(1)</script> \u202Eevil\u202C <img src=x onerror=alert(2)>';
    const response = await postToGame(sam, gameId, hostile);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).message.body).toBe(hostile);
  });

  it('answers 429 to the 31st message of a minute, and lets the author write again a minute later', async () => {
    for (let i = 0; i < 30; i += 1) expect((await postToGame(sam, gameId, `spam ${i}`)).status).toBe(201);
    const refused = await postToGame(sam, gameId, 'one more');
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toEqual(expect.any(String));
    clock.advance(61_000);
    expect((await postToGame(sam, gameId, 'one more')).status).toBe(201);
  });

  it('the board pins at most three messages, by admins, and shows them on its first page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await (await postToBoard(sam, groupId, `news ${i}`)).json()).message.id);
    const pin = (id: string) => admin.api.messages[':messageId'].pin.$put({ param: { messageId: id } });
    for (const id of ids.slice(0, 3)) expect((await pin(id)).status).toBe(200);
    expect((await pin(ids[3] ?? '')).status).toBe(409);
    const board = await (
      await sam.api.groups[':groupId'].messages.$get({ param: { groupId }, query: {} })
    ).json();
    expect(board.pinned.map((m) => m.id).sort()).toEqual(ids.slice(0, 3).sort());
    const onGame = await gameMessage(sam, gameId, 'not pinnable');
    expect((await pin(onGame.id)).status).toBe(400);
  });
});
