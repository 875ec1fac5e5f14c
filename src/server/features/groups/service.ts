import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { groupMessages, PLACES_ON_GROUP_PAGE, UPCOMING_GAMES_ON_GROUP_PAGE } from '../../../shared/groups';
import { initialsOf } from '../../../shared/initials';
import { DEFAULT_CURRENCY } from '../../../shared/money';
import { type AdminGroup, type AuthorizedGroup, memberEmailFor, requireActive } from '../../access/group';
import type { Db } from '../../db/client';
import { games, groupMembers, groupPlaces, groups, places, profiles } from '../../db/schema';
import { deletePhotoRows } from '../../domain/photo-rows';
import { ApiError, pgErrorCode } from '../../http/errors';
import { attends, gamePeople, recordUpdate } from '../../notifications/record';
import type { FileStorage } from '../../storage/file-storage';

const nameTaken = () => new ApiError(409, 'NAME_TAKEN', groupMessages.nameTaken);

/** The user's groups with counts, in one statement whatever the numbers of members, games and places. */
export async function listGroups(db: Db, userId: string) {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      active: groups.active,
      currency: groups.currency,
      createdAt: groups.createdAt,
      role: groupMembers.role,
      memberCount: sql<number>`(select count(*)::int from group_members x
        where x.group_id = ${groups.id} and x.deleted_at is null)`,
      // Games dated before the user joined are hidden from them (spec 000 §5), so they are not counted either.
      gameCount: sql<number>`(select count(*)::int from games g
        where g.group_id = ${groups.id} and g.date >= ${groupMembers.joinedAt})`,
      placeCount: sql<number>`(select count(*)::int from group_places gp where gp.group_id = ${groups.id})`,
      memberNames: sql<string[]>`(select coalesce(array_agg(s.full_name), '{}') from (
        select p.full_name from group_members x join profiles p on p.id = x.user_id
        where x.group_id = ${groups.id} and x.deleted_at is null order by x.joined_at limit 5) s)`,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt)))
    .orderBy(asc(sql`lower(${groups.name})`));
  return rows.map(({ memberNames, ...row }) => ({
    ...row,
    memberInitials: memberNames.map((name) => initialsOf(name, null)),
  }));
}

/** Creates the group and makes the creator its admin in one transaction; a taken name (even racing) is a 409. */
export async function createGroup(
  db: Db,
  userId: string,
  input: { name: string; currency?: string },
  now: Date,
) {
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({
          name: input.name.trim(),
          createdBy: userId,
          createdAt: now,
          currency: input.currency ?? DEFAULT_CURRENCY,
        })
        .returning({ id: groups.id });
      if (!group) throw new Error('group insert returned nothing');
      await tx.insert(groupMembers).values({ groupId: group.id, userId, role: 'admin', joinedAt: now });
      return group;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw nameTaken();
    throw error;
  }
}

/**
 * Group page data: members, up to 5 upcoming games and the first places by name for the grid; three statements
 * after authorization.
 */
export async function groupDetail(db: Db, access: AuthorizedGroup, now: Date) {
  const groupId = access.group.id;
  const [members, upcomingGames, placeRows] = await Promise.all([
    db
      .select({
        id: groupMembers.id,
        userId: groupMembers.userId,
        role: groupMembers.role,
        joinedAt: groupMembers.joinedAt,
        fullName: profiles.fullName,
        email: memberEmailFor(access),
        avatarUrl: profiles.avatarUrl,
      })
      .from(groupMembers)
      .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)))
      // Admins first, then in the order people joined.
      .orderBy(asc(sql`${groupMembers.role} <> 'admin'`), asc(groupMembers.joinedAt), asc(profiles.fullName)),
    db
      .select({
        id: games.id,
        title: games.title,
        date: games.date,
        status: games.status,
        placeName: places.name,
      })
      .from(games)
      .innerJoin(places, eq(places.id, games.placeId))
      .where(
        and(
          eq(games.groupId, groupId),
          gte(games.date, now),
          gte(games.date, access.joinedAt),
          ne(games.status, 'cancelled'),
        ),
      )
      .orderBy(asc(games.date))
      .limit(UPCOMING_GAMES_ON_GROUP_PAGE),
    db
      .select({
        groupPlaceId: groupPlaces.id,
        id: places.id,
        name: places.name,
        address: places.address,
        contactNumber: places.contactNumber,
        costPerHourCents: sql<
          number | null
        >`coalesce(${groupPlaces.costPerHourCents}, ${places.costPerHourCents})`,
        tags: places.tags,
      })
      .from(groupPlaces)
      .innerJoin(places, eq(places.id, groupPlaces.placeId))
      .where(eq(groupPlaces.groupId, groupId))
      .orderBy(asc(sql`lower(${places.name})`), asc(places.id))
      .limit(PLACES_ON_GROUP_PAGE),
  ]);
  const { group } = access;
  return {
    group: {
      id: group.id,
      name: group.name,
      active: group.active,
      currency: group.currency,
      createdAt: group.createdAt,
      createdBy: group.createdBy,
    },
    me: { userId: access.userId, role: access.role },
    members,
    upcomingGames,
    places: placeRows,
  };
}

export async function renameGroup(db: Db, access: AdminGroup, name: string) {
  requireActive(access);
  try {
    const [group] = await db
      .update(groups)
      .set({ name: name.trim() })
      .where(eq(groups.id, access.group.id))
      .returning();
    return group ?? access.group;
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw nameTaken();
    throw error;
  }
}

/**
 * Sets the group's currency, only while it has no expense: amounts already recorded would otherwise change
 * meaning. The group's row is locked first and adding an expense takes it too (key share), so an expense
 * added at the same moment is either seen here (409) or waits and is added in the new currency.
 */
export async function changeCurrency(db: Db, access: AdminGroup, currency: string) {
  requireActive(access);
  const groupId = access.group.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from groups where id = ${groupId} for update`);
    const spent = await tx.execute(sql`select 1 from expenses where group_id = ${groupId} limit 1`);
    if (spent.rows.length > 0) throw new ApiError(409, 'GROUP_HAS_EXPENSES', groupMessages.currencyLocked);
    const [group] = await tx.update(groups).set({ currency }).where(eq(groups.id, groupId)).returning();
    return group ?? access.group;
  });
}

export async function setGroupActive(db: Db, access: AdminGroup, active: boolean) {
  const [group] = await db.update(groups).set({ active }).where(eq(groups.id, access.group.id)).returning();
  return group ?? access.group;
}

/**
 * Deletes the group and its own rows in one transaction, then its games' photo files. Refused while any
 * expense share of its games is unsettled: money records are never dropped silently.
 */
export async function deleteGroup(db: Db, access: AdminGroup, storage: FileStorage, now: Date) {
  const groupId = access.group.id;
  const files = await db.transaction(async (tx) => {
    const unsettled = await tx.execute(sql`
      select 1 from expense_shares s join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
      where g.group_id = ${groupId} and s.status <> 'settled' limit 1`);
    if (unsettled.rows.length > 0)
      throw new ApiError(409, 'UNSETTLED_EXPENSES', groupMessages.unsettledExpenses);
    // Games still to be played are called off: their people hear of it (and get a cancelling invite).
    const coming = await tx.execute<{ id: string }>(sql`
      select id from games where group_id = ${groupId} and status in ('confirmed', 'booked') and date > ${now}`);
    for (const { id } of coming.rows) {
      await recordUpdate(tx, {
        kind: 'game_cancelled',
        recipients: gamePeople(id),
        groupId,
        gameId: id,
        actorId: access.userId,
        mailIf: attends(id),
        now,
      });
    }
    // Settled expenses block the cascade from games on purpose; the group's deletion removes them explicitly.
    await tx.execute(
      sql`delete from expenses e using games g where g.id = e.game_id and g.group_id = ${groupId}`,
    );
    const keys = await deletePhotoRows(tx, { groupId });
    await tx.delete(groups).where(eq(groups.id, groupId));
    return keys;
  });
  await storage.remove(files);
}
