import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEntry } from '../../../shared/update-text';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Page = { entries: UpdateEntry[]; nextCursor: string | null };

const page = async (agent: Agent, before?: string) =>
  (await (await agent.fetch(`/api/updates${before ? `?before=${before}` : ''}`)).json()) as Page;
const unread = async (agent: Agent) =>
  ((await (await agent.fetch('/api/updates/unread')).json()) as { unread: number }).unread;

describe('the Updates feed', () => {
  let t: TestApp;
  let ada: Person;
  let mo: Person;
  let oz: Person;
  let groupId: string;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    oz = await signUp(t, 'Oz Outsider');
    groupId = await createGroup(ada.agent, 'Feed Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court', address: '1 Main St', groupId })).id;
    // 45 polls, a minute apart: Mo hears of each.
    for (let i = 0; i < 45; i++) {
      t.clock.advance(60_000);
      await createGame(ada.agent, { groupId, placeId, title: `Poll ${i}` });
    }
  });
  afterAll(() => t.close());

  it('is for signed-in people only', async () => {
    expect((await createAgent(t).fetch('/api/updates')).status).toBe(401);
    expect((await createAgent(t).fetch('/api/updates/unread')).status).toBe(401);
  });

  it('pages through the person’s own entries, newest first, each once', async () => {
    const first = await page(mo.agent);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toMatchObject({
      kind: 'poll_opened',
      groupId,
      read: false,
      data: { gameTitle: 'Poll 44' },
    });
    const second = await page(mo.agent, first.nextCursor ?? '');
    const third = await page(mo.agent, second.nextCursor ?? '');
    expect(third.nextCursor).toBeNull();
    const all = [...first.entries, ...second.entries, ...third.entries];
    // The 45 polls and Mo's own joining (no entry: he did it) — ada's join entry is hers.
    expect(all.filter((e) => e.kind === 'poll_opened')).toHaveLength(45);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const times = all.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Someone else's feed never shows them, and a cursor does not open it.
    expect((await page(oz.agent)).entries).toEqual([]);
    expect((await page(oz.agent, first.nextCursor ?? '')).entries).toEqual([]);
    const bad = await mo.agent.fetch('/api/updates?before=garbage');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid cursor.');
  });

  it('counts unread up to 100 and marks read up to what was shown', async () => {
    expect(await unread(mo.agent)).toBe(45);
    const first = await page(mo.agent);
    const fifth = first.entries[4];
    const marked = await mo.agent.fetch('/api/updates/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ upTo: fifth?.id }),
    });
    expect(marked.status).toBe(200);
    // The fifth and every older entry are read; the four newer stay unread.
    expect(await marked.json()).toEqual({ unread: 4 });
    expect((await page(mo.agent)).entries.map((e) => e.read).slice(0, 6)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    // Another person's entry cannot be marked.
    const foreign = await oz.agent.fetch('/api/updates/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ upTo: fifth?.id }),
    });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe('Update not found.');
    await t.db.execute(sql`insert into updates (user_id, kind, data)
      select ${mo.userId}, 'member_joined', '{}'::jsonb from generate_series(1, 150)`);
    expect(await unread(mo.agent)).toBe(100);
  });

  it('reads the first page in one statement at 10,000 entries', async () => {
    await t.db.execute(sql`insert into updates (user_id, kind, group_id, data, created_at)
      select ${mo.userId}, 'poll_opened', ${groupId}, '{"gameTitle":"Bulk"}'::jsonb, now() - i * interval '1 minute'
      from generate_series(1, 10000) i`);
    await t.db.execute(sql`analyze updates`);
    const statements = await t.countQueries(() => page(mo.agent));
    const feed = statements.filter((s) => /from "?updates"?/i.test(s));
    expect(feed).toHaveLength(1);
    // The whole request: the session and the page.
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
