import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, json, signUp } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('shares one load among concurrent readers and serves it until forgotten', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read('k', load)));
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    expect((await cache.read('k', load)).n).toBe(1);
    cache.forget();
    expect((await cache.read('k', load)).n).toBe(2);
  });

  it('does not keep a failed load, and lets entries expire', async () => {
    const cache = createReadCache(30);
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => ({ ok: true }))).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.read('k', async () => ({ ok: 'again' }))).toEqual({ ok: 'again' });
  });
});

describe('cached reads through the app stay current', () => {
  let t: TestApp;
  let admin: { agent: Agent; userId: string };
  let friend: { agent: Agent; userId: string };
  let groupId: string;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { readCache: true });
    admin = await signUp(t, 'Ada Admin');
    friend = await signUp(t, 'Fay Friend');
    groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, friend.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Cache Court', address: '1 Cache St', groupId })).id;
  });
  afterAll(() => t.close());

  const gamesOf = async (agent: Agent) => (await (await agent.api.games.$get({ query: {} })).json()).games;

  it('answers a repeated games list without the database, and shows another member’s RSVP at once', async () => {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    expect((await gamesOf(admin.agent)).find((g) => g.id === gameId)?.yesCount).toBe(0);
    expect(await t.countQueries(() => gamesOf(admin.agent))).toEqual([]);

    await answer(friend.agent, gameId, optionId, 'yes');
    expect((await gamesOf(admin.agent)).find((g) => g.id === gameId)?.yesCount).toBe(1);
  });

  it('after a write, one database read serves 20 parallel requests of the same list', async () => {
    // Any write, even a refused one, forgets every cached answer (sessions included).
    const write = () => friend.agent.fetch('/api/games', json({}));
    await write();
    const single = await t.countQueries(() => gamesOf(friend.agent));
    await write();
    const parallel = await t.countQueries(() =>
      Promise.all(Array.from({ length: 20 }, () => gamesOf(friend.agent))),
    );
    expect(single.length).toBeGreaterThanOrEqual(2); // the session and the list
    expect(parallel.length).toBe(single.length);
  });

  it('serves a cached answer gzipped to clients that accept it, the same JSON underneath', async () => {
    const plain = await admin.agent.fetch('/api/games');
    const zipped = await admin.agent.fetch('/api/games', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(JSON.parse(unzipped)).toEqual(await plain.json());
  });

  it('refuses a signed-out session on its very next request', async () => {
    const leaving = await signUp(t, 'Lee Leaving');
    expect((await leaving.agent.api.me.$get()).status).toBe(200);
    const cookie = [...leaving.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await leaving.agent.fetch('/api/auth/sign-out', json({}));
    const replay = await t.app.request('/api/me', { headers: { cookie, origin: t.config.publicUrl } });
    expect(replay.status).toBe(401);
  });
});
