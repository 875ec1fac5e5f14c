import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  addDays,
  INVITE_CODE_MAX,
  INVITE_CODE_MIN,
  INVITE_VALIDITY_DAYS,
  inviteLink,
  inviteState,
  JOIN_ATTEMPTS,
  joinMessages,
} from '../../../shared/groups';
import { type AdminGroup, type AuthorizedGroup, requireActive } from '../../access/group';
import type { Db } from '../../db/client';
import { groupInvites, groupMembers, groups } from '../../db/schema';
import { ApiError, notFound, pgErrorCode } from '../../http/errors';
import { consumeRateLimit, refundAttempt } from '../../http/rate-limit';
import { liveMembers, recordUpdate } from '../../notifications/record';

type InviteRow = typeof groupInvites.$inferSelect;

function present(invite: InviteRow | undefined, access: AuthorizedGroup, origin: string, now: Date) {
  return {
    invite: invite
      ? {
          id: invite.id,
          code: invite.code,
          createdAt: invite.createdAt,
          expiresAt: invite.expiresAt,
          maxUses: invite.maxUses,
          currentUses: invite.currentUses,
          state: inviteState(invite, now) as 'active' | 'expired',
        }
      : null,
    link: inviteLink(origin, access.group.id),
  };
}

/** As group_invites_group_created_idx is built (NULLS LAST; the column is never null), so the index gives it. */
const newestFirst = sql`${groupInvites.createdAt} desc nulls last`;

async function latestInvite(db: Db, groupId: string) {
  const [invite] = await db
    .select()
    .from(groupInvites)
    .where(eq(groupInvites.groupId, groupId))
    .orderBy(newestFirst)
    .limit(1);
  return invite;
}

export async function currentInvite(db: Db, access: AuthorizedGroup, origin: string, now: Date) {
  return present(await latestInvite(db, access.group.id), access, origin, now);
}

/** A new random code 1000–9999 valid for 7 days; every older code stops at once. An inactive group gets none. */
export async function generateInvite(
  db: Db,
  access: AdminGroup,
  maxUses: number | null,
  origin: string,
  now: Date,
) {
  requireActive(access);
  const invite = await db.transaction(async (tx) => {
    await expireLiveInvites(tx, access.group.id, now);
    const [made] = await tx
      .insert(groupInvites)
      .values({
        groupId: access.group.id,
        code: String(randomInt(INVITE_CODE_MIN, INVITE_CODE_MAX + 1)),
        createdBy: access.userId,
        createdAt: now,
        expiresAt: addDays(now, INVITE_VALIDITY_DAYS),
        maxUses,
      })
      .returning();
    return made;
  });
  return present(invite, access, origin, now);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every code of the group that still works stops working now. */
async function expireLiveInvites(db: Db | Tx, groupId: string, now: Date) {
  await db
    .update(groupInvites)
    .set({ expiresAt: now })
    .where(and(eq(groupInvites.groupId, groupId), gt(groupInvites.expiresAt, now)));
}

/** Expire stops every code of the group, not only the newest one shown. */
export async function expireInvites(db: Db, access: AdminGroup, origin: string, now: Date) {
  requireActive(access);
  const latest = await latestInvite(db, access.group.id);
  if (!latest) throw notFound('There is no invite to change. Generate one first.');
  await expireLiveInvites(db, access.group.id, now);
  return present(await latestInvite(db, access.group.id), access, origin, now);
}

/** Extend: the newest invite's expiry becomes now + 7 days. */
export async function setInviteExpiry(
  db: Db,
  access: AdminGroup,
  expiresAt: Date,
  origin: string,
  now: Date,
) {
  requireActive(access);
  const latest = await latestInvite(db, access.group.id);
  if (!latest) throw notFound('There is no invite to change. Generate one first.');
  const [invite] = await db
    .update(groupInvites)
    .set({ expiresAt })
    .where(eq(groupInvites.id, latest.id))
    .returning();
  return present(invite, access, origin, now);
}

async function findJoinableGroup(db: Db, groupId: string, userId: string) {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      active: groups.active,
      createdBy: groups.createdBy,
      membershipId: groupMembers.id,
    })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, groups.id),
        eq(groupMembers.userId, userId),
        isNull(groupMembers.deletedAt),
      ),
    )
    .where(eq(groups.id, groupId));
  if (!row) throw notFound(joinMessages.groupMissing);
  return row;
}

/** What the join screen shows before the code: the group's name, to anyone signed in who has the link. */
export async function joinPreview(db: Db, groupId: string, userId: string) {
  const row = await findJoinableGroup(db, groupId, userId);
  return {
    group: { id: row.id, name: row.name, active: row.active },
    alreadyMember: row.membershipId !== null,
  };
}

class AlreadyMember extends Error {}

/**
 * Joins with a 4-digit code. Wrong codes are counted per user and group in the database (5 per 15 minutes);
 * a right code, even an expired or used-up one, is not a guess and is not counted;
 * the use counter grows in the same statement that checks it, so max_uses holds under parallel joins.
 */
export async function joinWithCode(db: Db, groupId: string, userId: string, code: string, now: Date) {
  const group = await findJoinableGroup(db, groupId, userId);
  if (group.membershipId) return { joined: true as const, groupId };
  if (!group.active) throw new ApiError(409, 'GROUP_INACTIVE', joinMessages.inactive);

  // Every attempt is counted and judged by the one statement that counts it, so parallel wrong codes
  // cannot all pass a check made before any of them was counted; a right code gives its attempt back.
  const limitKey = `join:${userId}:${groupId}`;
  await consumeRateLimit(db, limitKey, JOIN_ATTEMPTS, now);
  const [invite] = await db
    .select()
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.code, code)))
    // A new code can repeat an old one of the group, made in the same millisecond: the one that still works wins.
    .orderBy(desc(groupInvites.expiresAt), newestFirst)
    .limit(1);
  if (!invite) throw new ApiError(400, 'INVALID_CODE', joinMessages.wrongCode);
  await refundAttempt(db, limitKey);
  if (invite.expiresAt.getTime() <= now.getTime())
    throw new ApiError(400, 'INVITE_EXPIRED', joinMessages.expired);

  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(groupInvites)
        .set({ currentUses: sql`${groupInvites.currentUses} + 1` })
        .where(
          and(
            eq(groupInvites.id, invite.id),
            gt(groupInvites.expiresAt, now),
            or(isNull(groupInvites.maxUses), sql`${groupInvites.currentUses} < ${groupInvites.maxUses}`),
          ),
        )
        .returning({ id: groupInvites.id });
      if (!used) throw new ApiError(400, 'INVITE_USED_UP', joinMessages.usedUp);
      try {
        // The creator always counts as an admin (spec 000 §6), also when they come back after leaving.
        const role = group.createdBy === userId ? 'admin' : 'member';
        await tx.insert(groupMembers).values({ groupId, userId, role, joinedAt: now });
      } catch (error) {
        // A parallel join of the same user won; undo this use and report success (spec: 23505 is success).
        if (pgErrorCode(error) === '23505') throw new AlreadyMember();
        throw error;
      }
      await recordUpdate(tx, {
        kind: 'member_joined',
        recipients: liveMembers(groupId, now),
        groupId,
        actorId: userId,
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyMember)) throw error;
  }
  return { joined: true as const, groupId };
}
