import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_TAG, placeMessages } from '../../../shared/places';
import { type AdminGroup, type AuthorizedGroup, requireActive } from '../../access/group';
import type { Db } from '../../db/client';
import { gameOptions, gameSeries, games, groupPlaces, groups, places } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { visibleTo } from './visibility';

/** A place as the API answers it: its own fields, without the trigrams kept for the similar-place search. */
const { nameTrigrams: _name, addressTrigrams: _address, ...ownColumns } = getTableColumns(places);
export const placeColumns = ownColumns;

export interface PlaceFields {
  name: string;
  address: string;
  contactNumber: string | null;
  costPerHourCents: number | null;
  tags: string[];
}

/** Creates a place; in a group it is linked (with the optional cost override) in the same transaction. */
export async function createPlace(
  db: Db,
  userId: string,
  fields: PlaceFields,
  group: { access: AdminGroup; costPerHourCents: number | null } | null,
) {
  if (group) requireActive(group.access);
  return db.transaction(async (tx) => {
    const [place] = await tx
      .insert(places)
      .values({ ...fields, tags: fields.tags.length > 0 ? fields.tags : [DEFAULT_TAG], createdBy: userId })
      .returning(placeColumns);
    if (!place) throw new Error('place insert returned nothing');
    if (group) {
      await tx.insert(groupPlaces).values({
        groupId: group.access.group.id,
        placeId: place.id,
        costPerHourCents: group.costPerHourCents,
        createdBy: userId,
      });
    }
    return place;
  });
}

async function assertVisible(db: Db, userId: string, placeIds: string[]) {
  const found = await db
    .select({ id: places.id })
    .from(places)
    .where(and(inArray(places.id, placeIds), visibleTo(userId)));
  if (found.length !== new Set(placeIds).size) throw notFound(placeMessages.notFound);
}

/** Adds existing places to a group (a chosen suggestion, or an import); already-linked ones are skipped. */
export async function linkPlaces(
  db: Db,
  access: AdminGroup,
  placeIds: string[],
  costPerHourCents: number | null = null,
) {
  requireActive(access);
  await assertVisible(db, access.userId, placeIds);
  const rows = placeIds.map((placeId) => ({
    groupId: access.group.id,
    placeId,
    costPerHourCents,
    createdBy: access.userId,
  }));
  return db
    .insert(groupPlaces)
    .values(rows)
    .onConflictDoNothing()
    .returning({ placeId: groupPlaces.placeId });
}

/** A place as one group sees it, for the edit screen. */
export async function groupPlace(db: Db, access: AuthorizedGroup, placeId: string) {
  const [row] = await db
    .select({
      groupPlaceId: groupPlaces.id,
      place: places,
      groupCostPerHourCents: groupPlaces.costPerHourCents,
      groupName: groups.name,
      /** The group's currency: its cost, and the place's own as the group reads it. */
      currency: groups.currency,
    })
    .from(groupPlaces)
    .innerJoin(places, eq(places.id, groupPlaces.placeId))
    .innerJoin(groups, eq(groups.id, groupPlaces.groupId))
    .where(and(eq(groupPlaces.groupId, access.group.id), eq(groupPlaces.placeId, placeId)));
  if (!row) throw notFound(placeMessages.notFound);
  return row;
}

/**
 * Shared fields change for every group that lists the place only when the editor is an admin of each of
 * them. Otherwise this group gets its own copy with the changes (its list, games and poll options move to
 * it) and the other groups keep the place as it was: nobody renames a place for a group they cannot edit.
 * The hourly cost override belongs to this group alone.
 */
export async function updateGroupPlace(
  db: Db,
  access: AdminGroup,
  placeId: string,
  fields: PlaceFields,
  groupCostPerHourCents: number | null,
) {
  requireActive(access);
  const current = await groupPlace(db, access, placeId);
  const groupId = access.group.id;
  return db.transaction(async (tx) => {
    const elsewhere = await tx.execute(sql`
      select 1 from group_places gp
      where gp.place_id = ${placeId} and gp.group_id <> ${groupId}
        and not exists (select 1 from group_members m where m.group_id = gp.group_id
          and m.user_id = ${access.userId} and m.deleted_at is null and m.role = 'admin')
      limit 1`);
    if (elsewhere.rows.length === 0) {
      const [place] = await tx
        .update(places)
        .set(fields)
        .where(eq(places.id, placeId))
        .returning(placeColumns);
      await tx
        .update(groupPlaces)
        .set({ costPerHourCents: groupCostPerHourCents })
        .where(eq(groupPlaces.id, current.groupPlaceId));
      return { place, groupCostPerHourCents };
    }
    const [copy] = await tx
      .insert(places)
      .values({ ...fields, createdBy: access.userId })
      .returning(placeColumns);
    if (!copy) throw new Error('place copy returned nothing');
    await tx
      .update(groupPlaces)
      .set({ placeId: copy.id, costPerHourCents: groupCostPerHourCents })
      .where(eq(groupPlaces.id, current.groupPlaceId));
    await tx
      .update(games)
      .set({ placeId: copy.id })
      .where(and(eq(games.groupId, groupId), eq(games.placeId, placeId)));
    await tx.execute(sql`
      update game_options o set place_id = ${copy.id} from games g
      where g.id = o.game_id and g.group_id = ${groupId} and o.place_id = ${placeId}`);
    // Weekly games go on opening at the group's place as it now is, not at the one it left.
    await tx
      .update(gameSeries)
      .set({ placeId: copy.id })
      .where(and(eq(gameSeries.groupId, groupId), eq(gameSeries.placeId, placeId)));
    return { place: copy, groupCostPerHourCents };
  });
}

/**
 * Removes the place from the group (the place itself stays for other groups); refused while games use it,
 * including a weekly game that will open its next poll there.
 */
export async function removeGroupPlace(db: Db, access: AdminGroup, placeId: string) {
  requireActive(access);
  const groupId = access.group.id;
  const [usedByGame] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.placeId, placeId), eq(games.groupId, groupId)))
    .limit(1);
  const [usedBySeries] = await db
    .select({ id: gameSeries.id })
    .from(gameSeries)
    .where(
      and(eq(gameSeries.groupId, groupId), eq(gameSeries.placeId, placeId), isNull(gameSeries.stoppedAt)),
    )
    .limit(1);
  if (usedByGame || usedBySeries) throw new ApiError(409, 'PLACE_IN_USE', placeMessages.usedInGames);
  const [usedByOption] = await db
    .select({ id: gameOptions.id })
    .from(gameOptions)
    .where(eq(gameOptions.placeId, placeId))
    .limit(1);
  if (usedByOption) throw new ApiError(409, 'PLACE_IN_OPTIONS', placeMessages.usedInOptions);
  const removed = await db
    .delete(groupPlaces)
    .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.placeId, placeId)))
    .returning({ id: groupPlaces.id });
  if (removed.length === 0) throw notFound(placeMessages.linkMissing);
}
