import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import { groupMessages } from '../../../shared/groups';
import { keepsAnAdmin, type MembershipChange } from '../../../shared/members';
import { type AdminGroup, type AuthorizedGroup, memberEmailFor } from '../../access/group';
import type { Db } from '../../db/client';
import { groupMembers, groups, profiles } from '../../db/schema';
import { dropGuestsOf } from '../../domain/guests';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/validate';
import { liveMembers, recordUpdate } from '../../notifications/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The members screen: everyone in the group with role and joined date, admins first; one statement. */
export async function listMembers(db: Db, access: AuthorizedGroup) {
  const { group } = access;
  const members = await db
    .select({
      id: groupMembers.id,
      userId: groupMembers.userId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      fullName: profiles.fullName,
      email: memberEmailFor(access),
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), isNull(groupMembers.deletedAt)))
    .orderBy(asc(sql`${groupMembers.role} <> 'admin'`), asc(groupMembers.joinedAt), asc(profiles.fullName));
  return {
    group: { id: group.id, name: group.name, active: group.active },
    me: { userId: access.userId, role: access.role },
    members: members.map((member) => ({ ...member, isCreator: member.userId === group.createdBy })),
  };
}

/** The group's live memberships, locked until the transaction ends, with the caller's own among them. */
async function lockMembers(tx: Tx, access: AuthorizedGroup) {
  const rows = await tx
    .select({
      id: groupMembers.id,
      userId: groupMembers.userId,
      role: groupMembers.role,
      active: groups.active,
      createdBy: groups.createdBy,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, access.group.id), isNull(groupMembers.deletedAt)))
    .orderBy(asc(groupMembers.id))
    .for('update', { of: groupMembers });
  const me = rows.find((row) => row.userId === access.userId);
  // Removed (or left) while this request waited: from now on they are a non-member.
  if (!me) throw notFound(groupMessages.notFound);
  const first = rows[0];
  return { rows, me, active: first?.active ?? false, createdBy: first?.createdBy ?? null };
}

type Locked = Awaited<ReturnType<typeof lockMembers>>;

/**
 * Every change to who is in a group, or with which role, runs here: the group's live memberships are locked
 * (in id order, so two changes never deadlock) and read afresh, the caller's own membership is checked again
 * under the lock, and only then is the change decided. Two admins demoting or removing each other, or the
 * last two admins leaving, therefore run one after the other, and the second sees the first's result.
 */
function withLockedMembers<T>(
  db: Db,
  access: AuthorizedGroup,
  change: (locked: Locked, tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => change(await lockMembers(tx, access), tx));
}

/** Admin-only changes: the caller must still be an admin, and the group active (as for every other change). */
function requireAdminActive(locked: Locked) {
  if (locked.me.role !== 'admin') throw forbidden(groupMessages.adminOnly);
  if (!locked.active) throw new ApiError(409, 'GROUP_INACTIVE', groupMessages.inactive);
}

/** A membership id that is unknown, malformed or of another group answers like an unknown group. */
function findTarget(locked: Locked, membershipId: string) {
  const target = locked.rows.find((row) => row.id === membershipId);
  if (!target) throw notFound(groupMessages.notFound);
  return target;
}

function requireAdminLeft(locked: Locked, change: MembershipChange) {
  if (!keepsAnAdmin(locked.rows, change)) throw new ApiError(403, 'LAST_ADMIN', groupMessages.lastAdmin);
}

/**
 * Promotes a member or demotes an admin (admins only, active groups only). The creator always counts as an
 * admin (spec 000 §6), so they cannot be demoted; the last admin cannot step down. Setting the role a member
 * already has changes nothing.
 */
export async function changeRole(db: Db, access: AdminGroup, membershipId: string, role: Role) {
  if (!isUuid(membershipId)) throw notFound(groupMessages.notFound);
  return withLockedMembers(db, access, async (locked, tx) => {
    requireAdminActive(locked);
    const target = findTarget(locked, membershipId);
    if (target.role === role) return { id: target.id, role };
    requireAdminLeft(locked, { userId: target.userId, to: role });
    if (role === 'member' && target.userId === locked.createdBy)
      throw new ApiError(403, 'CREATOR_IS_ADMIN', groupMessages.creatorIsAdmin);
    await tx.update(groupMembers).set({ role }).where(eq(groupMembers.id, target.id));
    return { id: target.id, role };
  });
}

/** Those who stay hear that someone left or was removed; the one gone hears nothing more of the group. */
function tellOfDeparture(tx: Tx, groupId: string, userId: string, how: 'left' | 'removed', now: Date) {
  return recordUpdate(tx, {
    kind: 'member_left',
    recipients: liveMembers(groupId, now),
    groupId,
    actorId: userId,
    ...(how === 'removed' && { data: { removed: true } }),
    now,
  });
}

/**
 * Soft-removes a member (deleted_at) so their RSVPs, shares and expenses stay explainable and keep their
 * name; admins cannot remove themselves (they leave instead).
 */
export async function removeMember(db: Db, access: AdminGroup, membershipId: string, now: Date) {
  if (!isUuid(membershipId)) throw notFound(groupMessages.notFound);
  await withLockedMembers(db, access, async (locked, tx) => {
    requireAdminActive(locked);
    const target = findTarget(locked, membershipId);
    if (target.userId === locked.me.userId)
      throw new ApiError(403, 'CANNOT_REMOVE_SELF', groupMessages.cannotRemoveSelf);
    await tx.update(groupMembers).set({ deletedAt: now }).where(eq(groupMembers.id, target.id));
    // Guests they brought to games still to come go with them, unless money names them (issue 59).
    await dropGuestsOf(tx, target.userId, { groupId: access.group.id }, now);
    await tellOfDeparture(tx, access.group.id, target.userId, 'removed', now);
  });
}

/**
 * Any member leaves (softly, like a removal), also from an inactive group: leaving changes nothing the group
 * plans, and deactivation must not hold anyone in. The last admin stays while others remain; the only member
 * deletes the group instead, so no group is left that nobody can see, manage or delete while its name stays
 * taken.
 */
export async function leaveGroup(db: Db, access: AuthorizedGroup, now: Date) {
  await withLockedMembers(db, access, async (locked, tx) => {
    if (locked.rows.length === 1) throw new ApiError(403, 'LAST_MEMBER', groupMessages.lastMember);
    requireAdminLeft(locked, { userId: locked.me.userId, to: 'gone' });
    await tx.update(groupMembers).set({ deletedAt: now }).where(eq(groupMembers.id, locked.me.id));
    await dropGuestsOf(tx, locked.me.userId, { groupId: access.group.id }, now);
    await tellOfDeparture(tx, access.group.id, locked.me.userId, 'left', now);
  });
}
