import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { cursorParam, keyset, pageOf } from '../../db/keyset';
import { games, groupMembers, groupPlaces, groups, places } from '../../db/schema';

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

/**
 * Each tab's order, with an id last so that a page ends at exactly one row: groups by name; games newest
 * first; places by group, then by name.
 */
const groupOrder = keyset([
  { value: sql`lower(${groups.name})`, order: 'asc', type: 'text' },
  { value: groups.id, order: 'asc', type: 'uuid' },
]);
const gameOrder = keyset([
  { value: games.date, order: 'desc', type: 'timestamptz' },
  { value: games.id, order: 'asc', type: 'uuid' },
]);
const placeOrder = keyset([
  { value: sql`lower(${groups.name})`, order: 'asc', type: 'text' },
  { value: sql`lower(${places.name})`, order: 'asc', type: 'text' },
  { value: groupPlaces.id, order: 'asc', type: 'uuid' },
]);

/** ?cursor= of each tab: the last row's sort keys, as the page before gave them. */
export const adminCursors = {
  groups: cursorParam(['text', 'uuid']),
  games: cursorParam(['timestamptz', 'uuid']),
  places: cursorParam(['text', 'text', 'uuid']),
};

/** Groups tab: a page of the groups the user administers, by name, with counts (games as the user may see them). */
export async function adminGroups(db: Db, userId: string, cursor?: string[]) {
  const rows = await db
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
      cursor: groupOrder.cursor,
    })
    .from(groups)
    .innerJoin(groupMembers, myMembership(userId))
    .where(and(administers(userId), groupOrder.after(cursor)))
    .orderBy(...groupOrder.orderBy)
    .limit(ADMIN_PAGE_SIZE + 1);
  const { rows: page, nextCursor } = pageOf(rows, ADMIN_PAGE_SIZE);
  return { groups: page, nextCursor };
}

/**
 * Games tab: a page of the games of every group the user belongs to (any role), newest first, optionally of
 * one group. Games dated before the user joined stay hidden, as everywhere else.
 */
export async function adminGames(db: Db, userId: string, groupId: string | undefined, cursor?: string[]) {
  const rows = await db
    .select({
      id: games.id,
      title: games.title,
      date: games.date,
      status: games.status,
      groupId: groups.id,
      groupName: groups.name,
      placeName: places.name,
      cursor: gameOrder.cursor,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(groupMembers, myMembership(userId))
    .innerJoin(places, eq(places.id, games.placeId))
    .where(and(gte(games.date, groupMembers.joinedAt), inGroup(groupId), gameOrder.after(cursor)))
    .orderBy(...gameOrder.orderBy)
    .limit(ADMIN_PAGE_SIZE + 1);
  const { rows: page, nextCursor } = pageOf(rows, ADMIN_PAGE_SIZE);
  return { games: page, nextCursor };
}

/** Places tab: a page of the places of the groups the user administers, one row per group and place. */
export async function adminPlaces(db: Db, userId: string, groupId: string | undefined, cursor?: string[]) {
  const rows = await db
    .select({
      groupPlaceId: groupPlaces.id,
      groupId: groups.id,
      groupName: groups.name,
      currency: groups.currency,
      id: places.id,
      name: places.name,
      address: places.address,
      costPerHourCents: sql<
        number | null
      >`coalesce(${groupPlaces.costPerHourCents}, ${places.costPerHourCents})`,
      tags: places.tags,
      cursor: placeOrder.cursor,
    })
    .from(groupPlaces)
    .innerJoin(groups, eq(groups.id, groupPlaces.groupId))
    .innerJoin(groupMembers, myMembership(userId))
    .innerJoin(places, eq(places.id, groupPlaces.placeId))
    .where(and(administers(userId), inGroup(groupId), placeOrder.after(cursor)))
    .orderBy(...placeOrder.orderBy)
    .limit(ADMIN_PAGE_SIZE + 1);
  const { rows: page, nextCursor } = pageOf(rows, ADMIN_PAGE_SIZE);
  return { places: page, nextCursor };
}
