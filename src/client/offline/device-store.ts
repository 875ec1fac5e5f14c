import { clear, createStore, del, delMany, get, keys, set, type UseStore, update } from 'idb-keyval';

/**
 * Everything Turnout keeps on the device for offline use, in one IndexedDB database: each user's query
 * cache and RSVP queue under keys ending in their id, so one user's data is never read for another.
 */
const DATABASE = 'turnout-offline';
const STORE = 'data';
/** The last signed-in user, so a start without network knows whose data to show (see useAuthSession). */
const REMEMBERED_USER = 'turnout.offline-user';

export interface RememberedUser {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled?: boolean | null;
}

let store: UseStore | null = null;
/** Bumped by every wipe: a write begun before it belongs to a session that has ended and is dropped. */
let epoch = 0;
let wiping: Promise<void> = Promise.resolve();

function openStore(): UseStore {
  if (store) return store;
  const opened = createStore(DATABASE, STORE);
  store = opened;
  // Another tab wiping the device (a sign-out there ends this tab's session too) needs this connection
  // closed before it can delete the database; this tab then stops writing.
  void opened('readonly', (objects) => {
    const db = objects.transaction.db;
    db.onversionchange = () => {
      db.close();
      if (store === opened) store = null;
      epoch += 1;
    };
  }).catch(() => undefined);
  return opened;
}

/** The build running here: the entry script's path, which changes with any of the app's code. */
export function appBuild(): string {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return src ? new URL(src).pathname : 'dev';
}

/** The current epoch, to hand back to `writeItem` / `updateItem`. */
export function deviceEpoch(): number {
  return epoch;
}

/**
 * Reads `key`, or nothing if the device was wiped since `since`: a read opens the database, and one left over
 * from an ended session would make it again after the wipe.
 */
export async function readItem<T>(key: string, since = epoch): Promise<T | undefined> {
  await wiping;
  return since === epoch ? get<T>(key, openStore()) : undefined;
}

/** Stores `value` unless the device was wiped since `since` (the epoch when the work began). */
export async function writeItem(key: string, value: unknown, since: number): Promise<void> {
  await wiping;
  if (since === epoch) await set(key, value, openStore());
}

/** Reads and writes `key` in one transaction, so two tabs never lose each other's change. */
export async function updateItem<T>(key: string, updater: (old: T | undefined) => T, since: number) {
  await wiping;
  if (since === epoch) await update<T>(key, updater, openStore());
}

export async function removeItem(key: string, since: number): Promise<void> {
  await wiping;
  if (since === epoch) await del(key, openStore());
}

/** Removes what another user left on this device (their session ended without a sign-out here). */
export async function removeOtherUsers(userId: string, since: number): Promise<void> {
  await wiping;
  if (since !== epoch) return;
  const all = await keys<string>(openStore());
  const others = all.filter((key) => !key.endsWith(`:${userId}`));
  if (others.length > 0) await delMany(others, openStore());
}

export function rememberedUser(): RememberedUser | null {
  try {
    const saved = JSON.parse(localStorage.getItem(REMEMBERED_USER) ?? 'null') as RememberedUser | null;
    return saved && typeof saved.id === 'string' ? saved : null;
  } catch {
    return null;
  }
}

export function rememberUser({ id, name, email, twoFactorEnabled }: RememberedUser): void {
  localStorage.setItem(REMEMBERED_USER, JSON.stringify({ id, name, email, twoFactorEnabled }));
}

async function deleteDatabase(): Promise<void> {
  const open = store;
  store = null;
  if (open) {
    // Emptied first: should another tab keep the database open, the delete waits, but no data is left.
    await clear(open);
    await open('readonly', (objects) => objects.transaction.db.close());
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Cache Storage: the service worker's precache holds the app shell only and stays, so the next person
 * still starts offline; any other cache, and any API answer in any cache, may be someone's data and goes.
 */
async function deleteCachedData(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  // Whole caches first, at once: the precache's hundred-odd entries are read only after.
  await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
  for (const name of names.filter((name) => name.includes('precache'))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
    }
  }
}

/**
 * Puts `response` in one of the app's caches unless the device was wiped since `since`. In line with wipes,
 * so one begun later removes it and one begun earlier has already moved the epoch on.
 */
export function keepResponse(
  cacheName: string,
  key: string,
  response: Response,
  since: number,
): Promise<void> {
  const kept = wiping.then(async () => {
    if (since === epoch) await (await caches.open(cacheName)).put(key, response);
  });
  wiping = kept.catch(() => undefined);
  return kept;
}

/**
 * Clears everything kept on the device for its user: the persisted query cache, the RSVP queue, the
 * remembered user and any cached API answer. At sign-out, account deletion, and when the session is found
 * gone. Writes still under way are dropped (the epoch moves on at once).
 */
export function wipeDeviceData(): Promise<void> {
  epoch += 1;
  localStorage.removeItem(REMEMBERED_USER);
  wiping = wiping
    .then(() => Promise.all([deleteDatabase(), deleteCachedData()]))
    .then(
      () => undefined,
      () => undefined,
    );
  return wiping;
}
