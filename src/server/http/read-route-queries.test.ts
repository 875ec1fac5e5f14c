import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintUnsubscribeToken } from '../notifications/unsubscribe-token';
import type { Agent } from '../test/agent';
import { signUp } from '../test/agent';
import { addExpense, bookedGame } from '../test/expenses';
import { createGroup, generateInvite, joinGroup } from '../test/groups';
import { addPhoto } from '../test/photos';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 21's budget: every read route answers in at most 5 SQL statements, whatever the data size. Routes are
 * read from the app itself, so a new GET route is held to it without touching this file; each is called as a
 * member of everything, on a small world and again after it has grown, and must cost the same both times
 * (a count that grows with the rows is an N+1). The session lookup counts as one of the five.
 */
const STATEMENT_BUDGET = 5;
/** The live stream never ends by design; better-auth's own routes are the library's. */
const SKIPPED = [/^\/api\/auth\//, /^\/api\/live$/];

interface World {
  groupId: string;
  otherGroupId: string;
  placeId: string;
  gameId: string;
  expenseId: string;
  photoId: string;
  inviteId: string;
  calendarFile: string;
  unsubscribeToken: string;
}

describe('statements per read route', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let world: World;
  const members: Agent[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-read-queries-'));
    t = await createTestApp({ dataDir });
    admin = await signUp(t, 'Ada Admin');
    const groupId = await createGroup(admin.agent);
    const first = await grow(groupId, 1);
    const otherGroupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    const calendar = await admin.agent.fetch('/api/me/calendar', { method: 'POST' });
    const { url } = (await calendar.json()) as { url: string };
    world = {
      groupId,
      otherGroupId,
      ...first,
      inviteId: invite.id,
      calendarFile: url.split('/').at(-1) ?? '',
      unsubscribeToken: mintUnsubscribeToken(t.config.authSecret, admin.userId, 'booked'),
    };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Adds `n` members, and per member a place, a booked game they all attend, an expense, a photo and a payment. */
  async function grow(groupId: string, n: number) {
    let last = { placeId: '', gameId: '', expenseId: '', photoId: '' };
    for (let i = 0; i < n; i++) {
      const member = await signUp(t, `Member ${members.length + 1}`);
      await joinGroup(admin.agent, member.agent, groupId);
      members.push(member.agent);
      const place = await createPlace(admin.agent, {
        name: `Court ${members.length}`,
        address: `${members.length} Main St`,
        groupId,
      });
      const gameId = await bookedGame(t, admin.agent, [admin.agent, ...members], {
        groupId,
        placeId: place.id,
      });
      const expenseId = await addExpense(admin.agent, gameId, 1000 * (members.length + 1));
      const photo = await addPhoto(member.agent, gameId);
      const paid = await member.agent.api['settle-up']['mark-paid'].$post({
        json: { otherUserId: admin.userId, amountCents: 1000 },
      });
      if (paid.status !== 200) throw new Error(`mark paid failed: ${paid.status} ${await paid.text()}`);
      last = { placeId: place.id, gameId, expenseId, photoId: photo.id };
    }
    return last;
  }

  /** Each GET route with its params filled from the world, and a query where the route needs one. */
  function readRoutes(): string[] {
    const params: Record<string, string> = {
      ':groupId': world.groupId,
      ':placeId': world.placeId,
      ':gameId': world.gameId,
      ':expenseId': world.expenseId,
      ':photoId': world.photoId,
      ':inviteId': world.inviteId,
      ':file': world.calendarFile,
    };
    const queries: Record<string, string> = {
      '/api/places/similar': '?name=Court&address=Main%20St',
      '/api/unsubscribe': `?token=${world.unsubscribeToken}`,
      '/api/unsubscribe/preview': `?token=${world.unsubscribeToken}`,
      '/api/admin/games': `?groupId=${world.groupId}`,
      '/api/groups/:groupId/places/importable': `?fromGroupId=${world.otherGroupId}`,
    };
    const paths = t.app.routes
      .filter((route) => route.method === 'GET' && !SKIPPED.some((skip) => skip.test(route.path)))
      .map((route) => route.path);
    return [...new Set(paths)].map(
      (route) => route.replace(/:[A-Za-z]+/g, (name) => params[name] ?? name) + (queries[route] ?? ''),
    );
  }

  async function statementsPerRoute() {
    const counts: Record<string, number> = {};
    for (const url of readRoutes()) {
      let status = 0;
      const statements = await t.countQueries(async () => {
        const response = await admin.agent.fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        status = response.status;
      });
      expect(status, `${url} answered ${status}`).toBeLessThan(400);
      counts[url] = statements.length;
    }
    return counts;
  }

  it(`is at most ${STATEMENT_BUDGET} on every read route, and the same after the data has grown`, async () => {
    const routes = readRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const url of routes) expect(url, 'every path param is filled').not.toMatch(/\/:/);

    const small = await statementsPerRoute();
    await grow(world.groupId, 6);
    const grown = await statementsPerRoute();

    const over = Object.entries(grown).filter(([, count]) => count > STATEMENT_BUDGET);
    expect(over, 'routes over the budget').toEqual([]);
    expect(grown).toEqual(small);
  }, 120_000);
});
