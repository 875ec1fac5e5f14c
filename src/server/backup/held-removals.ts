import type { CheckedStorage } from '../storage/file-storage';

/**
 * The server's storage, whose removals wait while a backup copies photos: a photo deleted after the backup's
 * snapshot still has its row in the snapshot, so its files must stay until they are copied. Held removals
 * happen when the last backup ends; if the process stops first, the hourly sweep removes them as orphans.
 */
export function holdingRemovals(storage: CheckedStorage) {
  let holds = 0;
  let held: string[] = [];
  const holding: CheckedStorage = {
    ...storage,
    async remove(keys) {
      if (holds > 0) held.push(...keys);
      else await storage.remove(keys);
    },
  };
  const hold = () => {
    holds++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      holds--;
      if (holds > 0 || held.length === 0) return;
      const keys = held;
      held = [];
      await storage.remove(keys);
    };
  };
  return { storage: holding, hold };
}
