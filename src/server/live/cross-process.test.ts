import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE as CODE } from '../../../test-support/server';
import type { LiveEvent } from '../../shared/live';
import { createHttpAgent, signUpWith } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { openStream } from '../test/live';
import { createPlace } from '../test/places';
import {
  aWeekAhead,
  postgresAvailable,
  type ServerProcess,
  scratchDatabase,
  startServerProcess,
} from '../test/server-process';

// Two server processes on one PostgreSQL server.
const available = await postgresAvailable();

describe.runIf(available)('live updates across two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('turnout_live');
    one = await startServerProcess(database.url); // migrates first
    two = await startServerProcess(database.url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
  });

  it('delivers an RSVP made through one process to a member’s stream on the other, never to a non-member', async () => {
    const host = await signUpWith(createHttpAgent(one.url), 'Hana Host', CODE);
    const member = await signUpWith(createHttpAgent(two.url), 'Mina Member', CODE);
    const stranger = await signUpWith(createHttpAgent(two.url), 'Sol Stranger', CODE);
    const groupId = await createGroup(host.agent);
    await joinGroup(host.agent, member.agent, groupId);
    const placeId = (await createPlace(host.agent, { name: 'Two Courts', address: '2 Process Rd', groupId }))
      .id;

    const memberStream = await openStream(member.agent);
    const strangerStream = await openStream(stranger.agent);
    const { gameId, optionId } = await createGame(host.agent, { groupId, placeId, date: aWeekAhead() });
    const started = performance.now();
    await answer(host.agent, gameId, optionId, 'yes');
    const event = await memberStream.next(
      (e): e is LiveEvent => e !== 'resync' && e.kind === 'rsvp' && e.gameId === gameId,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(event).toEqual({ kind: 'rsvp', groupId, gameId, userId: host.userId });

    // The stranger's stream is open and working (their own group's notices arrive), yet carried nothing else.
    const own = await createGroup(stranger.agent);
    await strangerStream.next((e) => e !== 'resync' && e.groupId === own);
    expect(strangerStream.events.every((e) => e !== 'resync' && e.groupId === own)).toBe(true);
    await Promise.all([memberStream.close(), strangerStream.close()]);
  });
});
