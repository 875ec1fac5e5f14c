import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groupPlaces, groups, profiles, user } from '../db/schema';
import { createAgent, json } from '../test/agent';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoSignIn, seedDemo } from './seed';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads four people with payment ids, one group with an admin, and places; only into an empty database', async () => {
    expect(await seedDemo(t.db, t.auth, t.config)).toBe(true);
    const people = await t.db.select().from(profiles);
    expect(people).toHaveLength(4);
    expect(people.filter((p) => p.venmoId).length).toBeGreaterThan(0);
    expect(people.filter((p) => p.zelleId).length).toBeGreaterThan(0);
    const [group] = await t.db.select().from(groups);
    const members = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group?.id ?? ''));
    expect(members.map((m) => m.role).sort()).toEqual(['admin', 'member', 'member', 'member']);
    const [linked] = await t.db.select({ n: count() }).from(groupPlaces);
    expect(linked?.n).toBe(3);

    expect(await seedDemo(t.db, t.auth, t.config)).toBe(false);
    const [users] = await t.db.select({ n: count() }).from(user);
    expect(users?.n).toBe(4);
  });

  it('lets the printed demo sign-in work', async () => {
    const response = await createAgent(t).fetch('/api/auth/sign-in/email', json(demoSignIn));
    expect(response.status).toBe(200);
  });
});
