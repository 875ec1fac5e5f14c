import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Agent } from './agent';

/** The group's members as the members screen lists them (the caller must be a member). */
export async function membersOf(agent: Agent, groupId: string) {
  const response = await agent.api.groups[':groupId'].members.$get({ param: { groupId } });
  if (response.status !== 200) throw new Error(`members failed: ${response.status} ${await response.text()}`);
  return (await response.json()).members;
}

/** The membership id of `userId` in the group, read as `agent` sees the list. */
export async function membershipId(agent: Agent, groupId: string, userId: string) {
  const member = (await membersOf(agent, groupId)).find((m) => m.userId === userId);
  if (!member) throw new Error(`${userId} is not a member of ${groupId}`);
  return member.id;
}

export const promote = (admin: Agent, groupId: string, memberId: string) =>
  admin.api.groups[':groupId'].members[':memberId'].$patch({
    param: { groupId, memberId },
    json: { role: 'admin' },
  });

export const demote = (admin: Agent, groupId: string, memberId: string) =>
  admin.api.groups[':groupId'].members[':memberId'].$patch({
    param: { groupId, memberId },
    json: { role: 'member' },
  });

export const remove = (admin: Agent, groupId: string, memberId: string) =>
  admin.api.groups[':groupId'].members[':memberId'].$delete({ param: { groupId, memberId } });

export const leave = (agent: Agent, groupId: string) =>
  agent.api.groups[':groupId'].leave.$post({ param: { groupId } });

/** Every live membership of the group straight from the database: "role userId", sorted. */
export async function liveRoles(db: Db, groupId: string) {
  const rows = await db.execute<{ role: string; user_id: string }>(
    sql`select role, user_id from group_members where group_id = ${groupId} and deleted_at is null`,
  );
  return rows.rows.map((row) => `${row.role} ${row.user_id}`).sort();
}

/** Groups that have live members but no live admin: must always be none. */
export async function groupsWithoutAdmin(db: Db) {
  const rows = await db.execute<{ group_id: string }>(sql`
    select group_id from group_members where deleted_at is null
    group by group_id having count(*) filter (where role = 'admin') = 0`);
  return rows.rows.map((row) => row.group_id);
}
