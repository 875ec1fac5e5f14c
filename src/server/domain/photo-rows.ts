import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gamePhotos, games } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * For a delete that cascades to photos (a game, a group's games): inside the caller's transaction, locks the
 * games (an upload in flight finishes first), deletes their photo rows and returns the files' keys, for
 * `storage.remove` once the transaction has committed.
 */
export async function deletePhotoRows(tx: Tx, scope: { gameId: string } | { groupId: string }) {
  const gameIds = (
    await tx
      .select({ id: games.id })
      .from(games)
      .where('gameId' in scope ? eq(games.id, scope.gameId) : eq(games.groupId, scope.groupId))
      .for('update')
  ).map((game) => game.id);
  if (gameIds.length === 0) return [];
  const rows = await tx
    .delete(gamePhotos)
    .where(inArray(gamePhotos.gameId, gameIds))
    .returning({ storageKey: gamePhotos.storageKey, thumbnailKey: gamePhotos.thumbnailKey });
  return rows.flatMap((row) => [row.storageKey, row.thumbnailKey]);
}
