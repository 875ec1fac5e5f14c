import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../shared/constants';
import { groupMessages } from '../../shared/groups';
import type { Db } from '../db/client';
import { groupMembers, groups, profiles } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { isUuid } from '../http/validate';

declare const checked: unique symbol;

export type GroupRow = typeof groups.$inferSelect;

/** Proof that `userId` is a live member of `group`; group services take it, so an unchecked path does not compile. */
export interface AuthorizedGroup {
  readonly [checked]: true;
  group: GroupRow;
  userId: string;
  role: Role;
  joinedAt: Date;
}

export type AdminGroup = AuthorizedGroup & { role: 'admin' };

/**
 * The one door to group data: one statement reads the group and the caller's live membership.
 * A non-member (or a missing group) gets 404 so existence is not revealed.
 */
export async function authorizeGroup(db: Db, userId: string, groupId: string): Promise<AuthorizedGroup> {
  if (!isUuid(groupId)) throw notFound(groupMessages.notFound);
  const [row] = await db
    .select({ group: groups, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groups)
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, groups.id),
        eq(groupMembers.userId, userId),
        isNull(groupMembers.deletedAt),
      ),
    )
    .where(eq(groups.id, groupId));
  if (!row) throw notFound(groupMessages.notFound);
  return { group: row.group, userId, role: row.role, joinedAt: row.joinedAt } as AuthorizedGroup;
}

/** Members without the admin role get 403. */
export function requireAdmin(access: AuthorizedGroup): AdminGroup {
  if (access.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', groupMessages.adminOnly);
  return access as AdminGroup;
}

/** An inactive group refuses every change except reactivation (spec 000 §4). */
export function requireActive<T extends AuthorizedGroup>(access: T): T {
  if (!access.group.active) throw new ApiError(409, 'GROUP_INACTIVE', groupMessages.inactive);
  return access;
}

export async function authorizeAdmin(db: Db, userId: string, groupId: string): Promise<AdminGroup> {
  return requireAdmin(await authorizeGroup(db, userId, groupId));
}

/**
 * A member's e-mail as the caller may see it, for a select joined to `profiles`: the group's admins see
 * everyone's, anyone else only their own (null for the rest). The spec shows members by name alone.
 */
export function memberEmailFor(access: AuthorizedGroup): SQL<string | null> {
  if (access.role === 'admin') return sql<string | null>`${profiles.email}`;
  return sql<string | null>`case when ${profiles.id} = ${access.userId} then ${profiles.email} end`;
}
