import { and, eq, ilike, sql } from 'drizzle-orm';
import { PLACES_PAGE_SIZE, placeMessages } from '../../../shared/places';
import type { AuthorizedGroup } from '../../access/group';
import type { Db } from '../../db/client';
import { cursorParam, keyset, pageOf } from '../../db/keyset';
import { containsPattern } from '../../db/like';
import { groupPlaces, places } from '../../db/schema';
import { notFound } from '../../http/errors';
import { visibleTo } from './visibility';

/**
 * Every list of places runs by name as people read it (case aside), the place's id between equal names, so
 * a page ends at one exact place whatever else is called the same.
 */
const byName = keyset([
  { value: sql`lower(${places.name})`, order: 'asc', type: 'text' },
  { value: places.id, order: 'asc', type: 'uuid' },
]);

/** ?cursor= from the page before: its last place's lower-cased name and id. */
export const placeCursor = cursorParam(['text', 'uuid']);

interface PageRequest {
  cursor?: string[];
}

interface SearchPageRequest extends PageRequest {
  /** Only places whose name contains this, case aside. */
  q?: string;
}

/**
 * The user's places with, for each, the user's groups that list it (their cost override preferred, in the
 * group's currency).
 */
function myPlaceRows(db: Db, userId: string) {
  return db
    .select({
      id: places.id,
      name: places.name,
      address: places.address,
      contactNumber: places.contactNumber,
      costPerHourCents: places.costPerHourCents,
      tags: places.tags,
      // Columns of the outer row are written out in full: inside the subquery a bare "id" would be ambiguous.
      groups: sql<
        { groupId: string; groupName: string; currency: string; costPerHourCents: number | null }[]
      >`coalesce((
        select json_agg(json_build_object('groupId', g.id, 'groupName', g.name, 'currency', g.currency,
          'costPerHourCents', coalesce(gp.cost_per_hour_cents, places.cost_per_hour_cents)) order by lower(g.name))
        from group_places gp join groups g on g.id = gp.group_id
        join group_members m on m.group_id = g.id and m.user_id = ${userId} and m.deleted_at is null
        where gp.place_id = places.id), '[]'::json)`,
      cursor: byName.cursor,
    })
    .from(places)
    .$dynamic();
}

/** A page of the places the user can see (their groups' and their own), by name; one statement. */
export async function listMyPlaces(db: Db, userId: string, page: PageRequest = {}) {
  const limit = PLACES_PAGE_SIZE;
  const rows = await myPlaceRows(db, userId)
    .where(and(visibleTo(userId), byName.after(page.cursor)))
    .orderBy(...byName.orderBy)
    .limit(limit + 1);
  const { rows: list, nextCursor } = pageOf(rows, limit);
  return { places: list, nextCursor };
}

/** A place the user can see, with the user's groups that list it. */
export async function placeWithGroups(db: Db, userId: string, placeId: string) {
  const [place] = await myPlaceRows(db, userId).where(and(visibleTo(userId), eq(places.id, placeId)));
  if (!place) throw notFound(placeMessages.notFound);
  const { cursor: _, ...rest } = place;
  return rest;
}

/**
 * A page of one group's places by name (those whose name contains `q`, when given), the group's cost override
 * preferred, with the group's currency the costs are in; one statement.
 */
export async function listGroupPlaces(db: Db, access: AuthorizedGroup, page: SearchPageRequest = {}) {
  const limit = PLACES_PAGE_SIZE;
  const rows = await db
    .select({
      groupPlaceId: groupPlaces.id,
      id: places.id,
      name: places.name,
      address: places.address,
      contactNumber: places.contactNumber,
      tags: places.tags,
      placeCostPerHourCents: places.costPerHourCents,
      groupCostPerHourCents: groupPlaces.costPerHourCents,
      costPerHourCents: sql<
        number | null
      >`coalesce(${groupPlaces.costPerHourCents}, ${places.costPerHourCents})`,
      cursor: byName.cursor,
    })
    .from(groupPlaces)
    .innerJoin(places, eq(places.id, groupPlaces.placeId))
    .where(
      and(
        eq(groupPlaces.groupId, access.group.id),
        page.q ? ilike(places.name, containsPattern(page.q)) : undefined,
        byName.after(page.cursor),
      ),
    )
    .orderBy(...byName.orderBy)
    .limit(limit + 1);
  const { rows: list, nextCursor } = pageOf(rows, limit);
  return { places: list, currency: access.group.currency, nextCursor };
}

/**
 * A page of another of the user's groups' places, by name, for the import list; each says whether this group
 * has it already. One statement.
 */
export async function importablePlaces(
  db: Db,
  access: AuthorizedGroup,
  from: AuthorizedGroup,
  page: PageRequest = {},
) {
  const limit = PLACES_PAGE_SIZE;
  const rows = await db
    .select({
      id: places.id,
      name: places.name,
      address: places.address,
      tags: places.tags,
      alreadyInGroup: sql<boolean>`exists (select 1 from group_places t
        where t.group_id = ${access.group.id} and t.place_id = places.id)`,
      cursor: byName.cursor,
    })
    .from(groupPlaces)
    .innerJoin(places, eq(places.id, groupPlaces.placeId))
    .where(and(eq(groupPlaces.groupId, from.group.id), byName.after(page.cursor)))
    .orderBy(...byName.orderBy)
    .limit(limit + 1);
  const { rows: list, nextCursor } = pageOf(rows, limit);
  return { places: list, nextCursor };
}
