import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live';
import { groupMembers } from '../db/schema';
import { type Agent, createAgent, json, signUp } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { serveOverHttp } from '../test/http';
import { openStream } from '../test/live';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isKind = (kind: LiveEvent['kind'], gameId?: string) => (event: LiveEvent | 'resync') =>
  event !== 'resync' && event.kind === kind && (gameId === undefined || event.gameId === gameId);

describe('live stream', () => {
  let t: TestApp;
  let admin: { agent: Agent; userId: string };
  let member: { agent: Agent; userId: string };
  let outsider: { agent: Agent; userId: string };
  let groupId: string;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { liveHeartbeatMs: 100 });
    admin = await signUp(t, 'Ada Admin');
    member = await signUp(t, 'Mo Member');
    outsider = await signUp(t, 'Oz Outsider');
    groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Live Court', address: '1 Live St', groupId })).id;
  });
  afterAll(() => t.close());

  it('is for signed-in users only', async () => {
    expect((await createAgent(t).fetch('/api/live')).status).toBe(401);
  });

  it('brings a member another member’s RSVP, with ids only, and never a non-member', async () => {
    const mine = await openStream(member.agent);
    const theirs = await openStream(outsider.agent);
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    await answer(admin.agent, gameId, optionId, 'yes');
    const event = await mine.next(isKind('rsvp', gameId));
    expect(event).toEqual({ kind: 'rsvp', groupId, gameId, userId: admin.userId });
    expect(mine.events.some(isKind('game', gameId))).toBe(true);

    // The outsider's own group still reaches them, and nothing of the other group ever did.
    const ownGroup = await createGroup(outsider.agent);
    await theirs.next((e) => e !== 'resync' && e.groupId === ownGroup);
    expect(theirs.events.every((e) => e !== 'resync' && e.groupId === ownGroup)).toBe(true);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('tells each reader of their own new feed entries, and nobody else', async () => {
    const mine = await openStream(member.agent);
    const admins = await openStream(admin.agent);
    const { gameId } = await createGame(admin.agent, { groupId, placeId, title: 'Told live' });
    expect(await mine.next(isKind('update', gameId))).toEqual({
      kind: 'update',
      groupId,
      gameId,
      userId: member.userId,
    });
    await admins.next(isKind('game', gameId));
    await sleep(100);
    // The admin made the change: no entry, so no notice; and no one hears of another's entries.
    expect(admins.events.some(isKind('update'))).toBe(false);
    expect(
      mine.events.filter(isKind('update')).every((e) => e !== 'resync' && e.userId === member.userId),
    ).toBe(true);
    await Promise.all([mine.close(), admins.close()]);
  });

  it('tells of attendance, expenses and payments as they happen, naming the group, game and person', async () => {
    const mine = await openStream(member.agent);
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    await answer(admin.agent, gameId, optionId, 'yes');
    await answer(member.agent, gameId, optionId, 'yes');
    const booked = await admin.agent.api.games[':gameId'].book.$post({
      param: { gameId },
      json: { optionId },
    });
    expect(booked.status).toBe(200);
    const attendees = async () => {
      await mine.next((e) => mine.events.filter(isKind('attendee', gameId)).length >= 2 && e !== 'resync');
      return mine.events.filter(isKind('attendee', gameId));
    };
    expect(await attendees()).toEqual(
      expect.arrayContaining([
        { kind: 'attendee', groupId, gameId, userId: admin.userId },
        { kind: 'attendee', groupId, gameId, userId: member.userId },
      ]),
    );
    expect((await admin.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } })).status).toBe(
      200,
    );
    const added = await admin.agent.api.expenses.$post({ json: { gameId, amountCents: 2000 } });
    expect(added.status).toBe(201);
    expect(await mine.next(isKind('expense', gameId))).toMatchObject({ kind: 'expense', groupId, gameId });
    // The shares' notice follows the expense's (one per statement, in commit order): wait for it too.
    await mine.next(isKind('share', gameId));
    const sharesBefore = mine.events.filter(isKind('share', gameId)).length;
    const paid = await member.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: admin.userId, amountCents: 1000 },
    });
    expect(paid.status).toBe(200);
    const payment = await mine.next(
      (e) => isKind('share', gameId)(e) && mine.events.filter(isKind('share', gameId)).length > sharesBefore,
    );
    expect(payment).toMatchObject({ kind: 'share', groupId, gameId });
    // Ids only: nothing of the money itself travels on the stream.
    expect(mine.raw()).not.toMatch(/amount|cents/i);
    await mine.close();
  });

  it('stops at once for a member who is removed', async () => {
    const leaving = await signUp(t, 'Lee Leaving');
    await joinGroup(admin.agent, leaving.agent, groupId);
    const stream = await openStream(leaving.agent);
    const watcher = await openStream(admin.agent);
    const [membership] = await t.db
      .select({ id: groupMembers.id })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.userId, leaving.userId),
          eq(groupMembers.groupId, groupId),
          isNull(groupMembers.deletedAt),
        ),
      );
    const removed = await admin.agent.api.groups[':groupId'].members[':memberId'].$delete({
      param: { groupId, memberId: membership?.id ?? '' },
    });
    expect(removed.status).toBe(200);
    expect(await stream.next(isKind('member'))).toMatchObject({ groupId, userId: leaving.userId });

    const { gameId } = await createGame(admin.agent, { groupId, placeId });
    await watcher.next(isKind('game', gameId));
    await sleep(100);
    expect(stream.events.some(isKind('game', gameId))).toBe(false);
    await Promise.all([stream.close(), watcher.close()]);
  });

  it('sends heartbeats and ends when the session is signed out', async () => {
    const person = await signUp(t, 'Hal Heartbeat');
    const stream = await openStream(person.agent);
    await sleep(250);
    expect(stream.raw()).toContain(': heartbeat');
    await person.agent.fetch('/api/auth/sign-out', json({}));
    await expect(Promise.race([stream.ended.then(() => 'ended'), sleep(2000)])).resolves.toBe('ended');
  });

  it('over HTTP, reaches a gzip-accepting client event by event: not compressed, and told to proxies not to be', async () => {
    const http = await serveOverHttp(t);
    try {
      const person = await http.signUp('Gil Gzip');
      const response = await person.agent.fetch('/api/live', { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      const first = await Promise.race([reader?.read(), sleep(2000).then(() => undefined)]);
      expect(first?.value).toContain('event: ready');
      await reader?.cancel();
    } finally {
      await http.close();
    }
  });
});
