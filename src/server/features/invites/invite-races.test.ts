import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinMessages } from '../../../shared/groups';
import { type Agent, errorOf } from '../../test/agent';
import { createGroup, generateInvite } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('join codes under attack, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: { agent: Agent; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    admin = await http.signUp('Ada Admin');
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const join = (agent: Agent, groupId: string, code: string) =>
    agent.api.groups[':groupId'].join.$post({ param: { groupId }, json: { code } });
  const wrongCode = (right: string) => (right === '1000' ? '1001' : '1000');

  it('checks at most 5 of 100 wrong codes sent at once; then even the right code gets 429', async () => {
    const groupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    const guesser = await http.signUp('Gus Guesser');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => join(guesser.agent, groupId, wrongCode(invite.code))),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect((await join(guesser.agent, groupId, invite.code)).status).toBe(429);
  });

  it('gives a right code its attempt back: after 4 wrong codes the right one still joins', async () => {
    const groupId = await createGroup(admin.agent);
    const invite = await generateInvite(admin.agent, groupId);
    const friend = await http.signUp('Fay Friend');
    for (let i = 0; i < 4; i += 1) {
      expect((await join(friend.agent, groupId, wrongCode(invite.code))).status).toBe(400);
    }
    expect((await join(friend.agent, groupId, invite.code)).status).toBe(200);
    const [counter] = (
      await t.db.execute<{ count: number }>(
        `select count from attempt_counters where key = 'join:${friend.userId}:${groupId}'`,
      )
    ).rows;
    expect(counter?.count).toBe(4);
  });

  it('stops every code of the group at Expire, and older codes when a new one is made', async () => {
    const groupId = await createGroup(admin.agent);
    const first = await generateInvite(admin.agent, groupId);
    const second = await generateInvite(admin.agent, groupId);
    const early = await http.signUp('Ed Early');
    const late = await http.signUp('Lu Late');
    if (first.code !== second.code) {
      const old = await join(early.agent, groupId, first.code);
      expect(old.status).toBe(400);
      expect((await errorOf(old)).message).toBe(joinMessages.expired);
    }
    const expired = await admin.agent.api.groups[':groupId'].invite.expire.$post({ param: { groupId } });
    expect(expired.status).toBe(200);
    for (const code of [first.code, second.code]) {
      const response = await join(late.agent, groupId, code);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(joinMessages.expired);
    }
    const live = await t.db.execute(
      `select count(*)::int as n from group_invites where group_id = '${groupId}' and expires_at > '${t.clock().toISOString()}'`,
    );
    expect(live.rows[0]?.n).toBe(0);
  });
});
