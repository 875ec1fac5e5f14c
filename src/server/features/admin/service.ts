import { and, asc, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, groupMembers, groupPlaces, groups, places } from '../../db/schema';

/** The Games tab lists at most this many games, newest first. */
export const ADMIN_GAMES_LIMIT = 500;

/** The caller's live membership of the group in the row; every admin query joins through it. */
const myMembership = (userId: string) =>
  and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt));

/**
 * Spec 000 §2 and §6: groups the user created or administers. The creator counts as an admin, but only
 * while still a member, so a removed creator sees nothing of the group here either.
 */
const administers = (userId: string) => or(eq(groupMembers.role, 'admin'), eq(groups.createdBy, userId));

const inGroup = (groupId: string | undefined): SQL | undefined =>
  groupId ? eq(groups.id, groupId) : undefined;

/** Groups tab: the groups the user administers, with counts (games as the user may see them). */
export async function adminGroups(db: Db, userId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      active: groups.active,
      createdAt: groups.createdAt,
      memberCount: sql<number>`(select count(*)::int from group_members x
        where x.group_id = ${groups.id} and x.deleted_at is null)`,
      gameCount: sql<number>`(select count(*)::int from games g
        where g.group_id = ${groups.id} and g.date >= ${groupMembers.joinedAt})`,
      placeCount: sql<number>`(select count(*)::int from group_places gp where gp.group_id = ${groups.id})`,
    })
    .from(groups)
    .innerJoin(groupMembers, myMembership(userId))
    .where(administers(userId))
    .orderBy(asc(sql`lower(${groups.name})`));
}

/**
 * Games tab: every game of every group the user belongs to (any role), newest first, optionally of one group.
 * Games dated before the user joined stay hidden, as everywhere else.
 */
export async function adminGames(db: Db, userId: string, groupId: string | undefined) {
  return db
    .select({
      id: games.id,
      title: games.title,
      date: games.date,
      status: games.status,
      groupId: groups.id,
      groupName: groups.name,
      placeName: places.name,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(groupMembers, myMembership(userId))
    .innerJoin(places, eq(places.id, games.placeId))
    .where(and(gte(games.date, groupMembers.joinedAt), inGroup(groupId)))
    .orderBy(desc(games.date), asc(games.id))
    .limit(ADMIN_GAMES_LIMIT);
}

/** Places tab: the places of the groups the user administers, one row per group and place. */
export async function adminPlaces(db: Db, userId: string, groupId: string | undefined) {
  return db
    .select({
      groupPlaceId: groupPlaces.id,
      groupId: groups.id,
      groupName: groups.name,
      id: places.id,
      name: places.name,
      address: places.address,
      costPerHourCents: sql<
        number | null
      >`coalesce(${groupPlaces.costPerHourCents}, ${places.costPerHourCents})`,
      tags: places.tags,
    })
    .from(groupPlaces)
    .innerJoin(groups, eq(groups.id, groupPlaces.groupId))
    .innerJoin(groupMembers, myMembership(userId))
    .innerJoin(places, eq(places.id, groupPlaces.placeId))
    .where(and(administers(userId), inGroup(groupId)))
    .orderBy(asc(sql`lower(${groups.name})`), asc(sql`lower(${places.name})`));
}
