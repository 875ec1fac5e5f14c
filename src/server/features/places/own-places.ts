import { eq, sql } from 'drizzle-orm';
import { placeMessages } from '../../../shared/places';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { type PlaceFields, placeColumns } from './service';
import { visibleTo } from './visibility';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks a place of the user's own: one they can see that is in none of their groups (so they created it).
 * A place in one of their groups is edited and removed there, by its admins. `listed` says whether some
 * other group (one they left) still lists it.
 */
async function lockOwnPlace(tx: Tx, userId: string, placeId: string) {
  const result = await tx.execute<{ in_my_group: boolean; listed: boolean }>(sql`
    select
      exists (select 1 from group_places gp join group_members m on m.group_id = gp.group_id
        where gp.place_id = places.id and m.user_id = ${userId} and m.deleted_at is null) as in_my_group,
      exists (select 1 from group_places gp where gp.place_id = places.id) as listed
    from places where places.id = ${placeId} and ${visibleTo(userId)}
    for update of places`);
  const [row] = result.rows;
  if (!row) throw notFound(placeMessages.notFound);
  if (row.in_my_group) throw new ApiError(403, 'PLACE_IN_GROUP', placeMessages.editInGroup);
  return { listed: row.listed };
}

/**
 * Edits a place of the user's own. A group they have left may still list it: that group keeps the place as
 * it was and the user gets a copy with the changes, as an edit for one group does (decision 008).
 */
export async function updateOwnPlace(db: Db, userId: string, placeId: string, fields: PlaceFields) {
  return db.transaction(async (tx) => {
    const { listed } = await lockOwnPlace(tx, userId, placeId);
    if (!listed) {
      const [place] = await tx
        .update(places)
        .set(fields)
        .where(eq(places.id, placeId))
        .returning(placeColumns);
      return { place };
    }
    const [copy] = await tx
      .insert(places)
      .values({ ...fields, createdBy: userId })
      .returning(placeColumns);
    await tx.update(places).set({ createdBy: null }).where(eq(places.id, placeId));
    return { place: copy };
  });
}

/**
 * Removes a place of the user's own from their list. A place no group lists is deleted, unless a game still
 * uses it; one that a group they have left still lists stays there and is only no longer theirs.
 */
export async function removeOwnPlace(db: Db, userId: string, placeId: string) {
  // The lock holds off a game taking the place up between the check and the delete.
  await db.transaction(async (tx) => {
    const { listed } = await lockOwnPlace(tx, userId, placeId);
    if (listed) {
      await tx.update(places).set({ createdBy: null }).where(eq(places.id, placeId));
      return;
    }
    const used = await tx.execute<{ by_game: boolean; by_option: boolean }>(sql`
      select
        exists (select 1 from games where place_id = ${placeId})
          or exists (select 1 from game_series where place_id = ${placeId}) as by_game,
        exists (select 1 from game_options where place_id = ${placeId}) as by_option`);
    const [usage] = used.rows;
    if (usage?.by_game) throw new ApiError(409, 'PLACE_IN_USE', placeMessages.usedInGames);
    if (usage?.by_option) throw new ApiError(409, 'PLACE_IN_OPTIONS', placeMessages.usedInOptions);
    await tx.delete(places).where(eq(places.id, placeId));
  });
}
