import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';
import { appRequestListener } from './listener';
import { createReadCache } from './read-cache';

// The HTTP layer answers a repeated read from the read cache before the app runs. The app stamps every answer
// it makes with an x-request-id, so its absence shows the app was not involved.
describe('whole answers from the HTTP layer', () => {
  let t: TestApp;
  let server: Server;
  let base = '';
  let admin: { agent: Agent; userId: string };
  let friend: { agent: Agent; userId: string };
  let groupId = '';
  let placeId = '';

  const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const get = (agent: Agent, path = '/api/games', encoding = 'gzip, deflate, br') =>
    fetch(`${base}${path}`, { headers: { cookie: cookieOf(agent), 'accept-encoding': encoding } });
  // fetch takes the gzip off as a browser does.
  const gamesIn = async (response: Response) =>
    ((await response.json()) as { games: { id: string; yesCount: number }[] }).games;
  const headersOf = (response: Response) =>
    [...response.headers].filter(
      ([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name),
    );

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { readCache: true });
    server = createServer(appRequestListener(t.app.fetch, t.readCache)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await signUp(t, 'Ada Admin');
    friend = await signUp(t, 'Fay Friend');
    groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, friend.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Fast Court', address: '1 Fast St', groupId })).id;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('answers a repeated read with the same bytes and headers, without the app or the database', async () => {
    await createGame(admin.agent, { groupId, placeId });
    const made = await get(admin.agent);
    expect(made.headers.get('x-request-id')).not.toBeNull();
    const madeBody = Buffer.from(await made.arrayBuffer());

    let repeat: Response | undefined;
    const statements = await t.countQueries(async () => {
      repeat = await get(admin.agent);
    });
    expect(statements).toEqual([]);
    if (!repeat) throw new Error('no answer');
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('x-request-id')).toBeNull();
    expect(headersOf(repeat)).toEqual(headersOf(made));
    expect(Buffer.from(await repeat.arrayBuffer())).toEqual(madeBody);
    expect(repeat.headers.get('content-security-policy')).toContain("default-src 'self'");

    // Another encoding, another person: answers of their own, made by the app.
    const plain = await get(admin.agent, '/api/games', 'identity');
    expect(plain.headers.get('x-request-id')).not.toBeNull();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const theirs = await get(friend.agent);
    expect(theirs.headers.get('x-request-id')).not.toBeNull();
  });

  it('forgets every kept answer at a write, so another member’s RSVP shows at once', async () => {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    await get(admin.agent);
    expect((await gamesIn(await get(admin.agent))).find((g) => g.id === gameId)?.yesCount).toBe(0);
    await answer(friend.agent, gameId, optionId, 'yes');
    const after = await get(admin.agent);
    expect(after.headers.get('x-request-id')).not.toBeNull();
    expect((await gamesIn(after)).find((g) => g.id === gameId)?.yesCount).toBe(1);
  });

  it('keeps no answer for a signed-out cookie or a route that is not cached', async () => {
    const anonymous = await fetch(`${base}/api/games`);
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${base}/api/games`)).headers.get('x-request-id')).not.toBeNull();
    await get(admin.agent, '/api/me');
    expect((await get(admin.agent, '/api/me')).headers.get('x-request-id')).not.toBeNull();
  });

  it('does not keep an answer whose request overlapped a write', () => {
    const cache = createReadCache();
    const answerOf = {
      headers: [['content-type', 'application/json']] as [string, string][],
      body: new Uint8Array(2),
    };
    const madeIn = cache.generation();
    cache.forget();
    cache.keepResponse('k', answerOf, madeIn);
    expect(cache.response('k')).toBeUndefined();
    cache.keepResponse('k', answerOf, cache.generation());
    expect(cache.response('k')).toBe(answerOf);
    cache.forget();
    expect(cache.response('k')).toBeUndefined();
  });
});
