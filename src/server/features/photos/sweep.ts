import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePhotos } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { PHOTO_FOLDERS } from '../../storage/photo-folders';

/** An upload writes its files before its row; younger files may belong to one still in progress. */
const UPLOAD_GRACE_MS = 60 * 60 * 1000;
const KEYS_PER_QUERY = 500;

/**
 * Removes stored photo files that no row points to: left by a crash between writing an upload's files and
 * inserting its row, or between deleting rows and their files. Returns the keys removed.
 */
export async function sweepOrphanPhotos(db: Db, storage: FileStorage, now: Date): Promise<string[]> {
  const stored = (await Promise.all(PHOTO_FOLDERS.map((folder) => storage.list(folder)))).flat();
  const settled = stored.filter((file) => file.modifiedAt.getTime() < now.getTime() - UPLOAD_GRACE_MS);
  if (settled.length === 0) return [];
  const keys = settled.map((file) => file.key);
  const kept = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const batch = keys.slice(i, i + KEYS_PER_QUERY);
    const rows = await db
      .select({ full: gamePhotos.storageKey, thumbnail: gamePhotos.thumbnailKey })
      .from(gamePhotos)
      .where(or(inArray(gamePhotos.storageKey, batch), inArray(gamePhotos.thumbnailKey, batch)));
    for (const row of rows) kept.add(row.full).add(row.thumbnail);
  }
  const orphans = keys.filter((key) => !kept.has(key));
  await storage.remove(orphans);
  return orphans;
}
