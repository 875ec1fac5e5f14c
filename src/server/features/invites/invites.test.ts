import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { attemptCounters, groupInvites, groupMembers } from '../../db/schema';
import { sweepAttemptCounters } from '../../http/rate-limit';
import { createLogger } from '../../log';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGroup, generateInvite, joinGroup } from '../../test/groups';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('invites and joining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (agent: Agent, groupId: string, code: string) =>
    agent.api.groups[':groupId'].join.$post({ param: { groupId }, json: { code } });
  const liveMembers = (groupId: string) =>
    t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)));

  it('generates a 4-digit code valid for 7 days, extends and expires it by the clock', async () => {
    const { agent } = await signUp(t);
    const groupId = await createGroup(agent);
    const none = await (await agent.api.groups[':groupId'].invite.$get({ param: { groupId } })).json();
    expect(none).toEqual({ invite: null, link: `http://localhost:3000/groups/join/${groupId}` });

    const invite = await generateInvite(agent, groupId, 3);
    expect(Number(invite.code)).toBeGreaterThanOrEqual(1000);
    expect(Number(invite.code)).toBeLessThanOrEqual(9999);
    expect(new Date(invite.expiresAt).getTime()).toBe(t.clock().getTime() + 7 * DAY);
    expect(invite).toMatchObject({ state: 'active', maxUses: 3, currentUses: 0 });

    t.clock.advance(2 * DAY);
    const extended = await (
      await agent.api.groups[':groupId'].invite.extend.$post({ param: { groupId } })
    ).json();
    expect(new Date(extended.invite?.expiresAt ?? 0).getTime()).toBe(t.clock().getTime() + 7 * DAY);

    const expired = await (
      await agent.api.groups[':groupId'].invite.expire.$post({ param: { groupId } })
    ).json();
    expect(expired.invite?.state).toBe('expired');
  });

  it('joins with the right code, counts the use once, and treats joining again as success', async () => {
    const admin = await signUp(t);
    const member = await signUp(t);
    const groupId = await createGroup(admin.agent, 'Join Test Group');
    const invite = await generateInvite(admin.agent, groupId);

    const preview = await member.agent.api.groups[':groupId'].join.$get({ param: { groupId } });
    expect(await preview.json()).toEqual({
      group: { id: groupId, name: 'Join Test Group', active: true },
      alreadyMember: false,
    });
    const wrongCode = invite.code === '1234' ? '4321' : '1234';
    const wrong = await join(member.agent, groupId, wrongCode);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe('Invalid code. Please check the code and try again.');
    const malformed = await join(member.agent, groupId, '12a4');
    expect((await errorOf(malformed)).message).toBe('Please enter a valid 4-digit code');

    expect(await (await join(member.agent, groupId, invite.code)).json()).toEqual({ joined: true, groupId });
    expect((await join(member.agent, groupId, invite.code)).status).toBe(200);
    const [row] = await t.db.select().from(groupInvites).where(eq(groupInvites.id, invite.id));
    expect(row?.currentUses).toBe(1);
    expect(await liveMembers(groupId)).toHaveLength(2);
  });

  it('refuses expired and used-up codes with the spec messages', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId, 1);
    await joinGroupWith(invite.code);
    const late = await signUp(t);
    const usedUp = await join(late.agent, groupId, invite.code);
    expect((await errorOf(usedUp)).message).toBe(
      'This invitation code has reached its maximum number of uses',
    );

    const fresh = await generateInvite(admin.agent, groupId);
    t.clock.advance(7 * DAY + 1);
    const expired = await join(late.agent, groupId, fresh.code);
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).message).toBe('This invitation code has expired');

    async function joinGroupWith(code: string) {
      const first = await signUp(t);
      expect((await join(first.agent, groupId, code)).status).toBe(200);
    }
  });

  it('admits with a new code that repeats an old one of the group made in the same millisecond', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const old = await generateInvite(admin.agent, groupId);
    const fresh = await generateInvite(admin.agent, groupId);
    // Codes are 4 random digits: force the one-in-9,000 repeat. The test clock stands still, so both share an instant.
    await t.db.update(groupInvites).set({ code: old.code }).where(eq(groupInvites.id, fresh.id));
    const member = await signUp(t);
    expect((await join(member.agent, groupId, old.code)).status).toBe(200);
    const [row] = await t.db.select().from(groupInvites).where(eq(groupInvites.id, fresh.id));
    expect(row?.currentUses).toBe(1);
  });

  it('admits exactly max_uses people when N + 10 join at once', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const maxUses = 4;
    const invite = await generateInvite(admin.agent, groupId, maxUses);
    const people = await Promise.all(Array.from({ length: maxUses + 10 }, () => signUp(t)));
    const results = await Promise.all(people.map((p) => join(p.agent, groupId, invite.code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(maxUses);
    expect(results.filter((r) => r.status === 400)).toHaveLength(10);
    expect(await liveMembers(groupId)).toHaveLength(maxUses + 1);
    const [row] = await t.db.select().from(groupInvites).where(eq(groupInvites.id, invite.id));
    expect(row?.currentUses).toBe(maxUses);
  });

  it('allows 5 wrong codes per user and group per 15 minutes, across server processes', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const otherGroupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    const wrongCode = invite.code === '1111' ? '2222' : '1111';
    const guesser = await signUp(t);
    // A second app process on the same database shares the counters.
    const other = { ...t, app: createApp({ ...t, log: createLogger('silent'), clock: t.clock }) };
    const guesserElsewhere = createAgent(other);
    for (const [name, value] of guesser.agent.cookies) guesserElsewhere.cookies.set(name, value);

    for (let i = 0; i < 5; i++) {
      const agent = i % 2 === 0 ? guesser.agent : guesserElsewhere;
      expect((await join(agent, groupId, wrongCode)).status).toBe(400);
    }
    for (const agent of [guesser.agent, guesserElsewhere]) {
      const blocked = await join(agent, groupId, invite.code);
      expect(blocked.status).toBe(429);
      expect((await errorOf(blocked)).message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
    expect((await join(guesser.agent, otherGroupId, wrongCode)).status).toBe(400);

    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await join(guesser.agent, groupId, invite.code)).status).toBe(200);
  });

  it('keeps a join-code lockout for its 15 minutes when better-auth prunes its own rate-limit rows', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    const wrongCode = invite.code === '1111' ? '2222' : '1111';
    const guesser = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await join(guesser.agent, groupId, wrongCode)).status).toBe(400);

    // What better-auth does on any request that opens a new window: it deletes every rate_limit row
    // older than its longest window (a minute here), whoever wrote it.
    t.clock.advance(2 * 60 * 1000);
    await t.db.execute(sql`delete from rate_limit where last_request < ${t.clock().getTime() - 60_000}`);

    const blocked = await join(guesser.agent, groupId, invite.code);
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe('Too many attempts. Please try again in 13 minutes.');
  });

  it('sweeps counters a day after their window started, never a live one', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const guesser = await signUp(t);
    const invite = await generateInvite(admin.agent, groupId);
    const wrongCode = invite.code === '1111' ? '2222' : '1111';
    expect((await join(guesser.agent, groupId, wrongCode)).status).toBe(400);
    const key = `join:${guesser.userId}:${groupId}`;
    const kept = () => t.db.select().from(attemptCounters).where(eq(attemptCounters.key, key));

    await sweepAttemptCounters(t.db, new Date(t.clock().getTime() + 23 * 60 * 60 * 1000));
    expect(await kept()).toHaveLength(1);
    expect(
      await sweepAttemptCounters(t.db, new Date(t.clock().getTime() + 25 * 60 * 60 * 1000)),
    ).toBeGreaterThan(0);
    expect(await kept()).toEqual([]);
  });

  it('lets a removed member rejoin with a valid code', async () => {
    const admin = await signUp(t);
    const member = await signUp(t);
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const [membership] = (await liveMembers(groupId)).filter((m) => m.userId === member.userId);
    await admin.agent.api.groups[':groupId'].members[':memberId'].$delete({
      param: { groupId, memberId: membership?.id ?? '' },
    });
    await joinGroup(admin.agent, member.agent, groupId);
    expect((await member.agent.api.groups[':groupId'].$get({ param: { groupId } })).status).toBe(200);
  });

  it('refuses invites and joins for an inactive group, and explains a missing one', async () => {
    const admin = await signUp(t);
    const member = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    await admin.agent.api.groups[':groupId'].deactivate.$post({ param: { groupId } });
    const refused = await admin.agent.api.groups[':groupId'].invite.$post({ param: { groupId }, json: {} });
    expect(refused.status).toBe(409);
    expect((await join(member.agent, groupId, invite.code)).status).toBe(409);

    const missing = await member.agent.api.groups[':groupId'].join.$get({
      param: { groupId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(
      'This group does not exist or you do not have permission to view it.',
    );
  });
});
