import type { Locator, Page } from 'playwright-core';
import { OFFLINE_BANNER } from '../../src/shared/offline';
import { allowConsoleError } from './fixtures';

/** Where Turnout keeps a user's data on the device (src/client/offline/device-store.ts). */
const DATABASE = 'turnout-offline';

/**
 * Offline, Chromium logs every request it could not send, and a service worker registration whose script fetch
 * the network cut (the app registers once the first screen settles, which may be as a test goes offline); those
 * are expected, nothing else is.
 */
export function expectOfflineErrors(page: Page): void {
  allowConsoleError(
    page,
    /net::ERR_INTERNET_DISCONNECTED|An unknown error occurred when fetching the script/,
  );
}

/** The banner above every signed-in screen while offline. */
export function offlineBanner(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
}

/**
 * Waits until the service worker controls the page, reloading once if needed: it registers after the first
 * page load and takes only pages opened after that, so a reload without network then gets the app shell.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export interface DeviceData {
  /** Names of the origin's IndexedDB databases. */
  databases: string[];
  /** Keys stored in Turnout's own database (e.g. `query-cache:<user id>`, `rsvp-queue:<user id>`). */
  keys: string[];
  /** Each Cache Storage cache with the paths it holds (listed for the precache only; see deviceData). */
  caches: Record<string, string[]>;
  /** The last signed-in user, kept so the app can open without network. */
  rememberedUser: string | null;
}

/** What the page's origin keeps on the device, read in the page itself. */
export function deviceData(page: Page): Promise<DeviceData> {
  return page.evaluate(async (database) => {
    let databases = (await indexedDB.databases()).map((db) => db.name ?? '');
    const keys = databases.includes(database)
      ? await new Promise<string[]>((resolve, reject) => {
          const request = indexedDB.open(database);
          // indexedDB.open makes a database it does not find: one a wipe deleted after the list above was read
          // would come back, empty, and stay. Making it is undone instead, and the database counts as gone.
          request.onupgradeneeded = () => request.transaction?.abort();
          request.onerror = () => {
            if (request.error?.name !== 'AbortError') return reject(request.error);
            databases = databases.filter((name) => name !== database);
            resolve([]);
          };
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains('data')) {
              db.close();
              resolve([]);
              return;
            }
            const all = db.transaction('data').objectStore('data').getAllKeys();
            all.onsuccess = () => {
              db.close();
              resolve(all.result.map(String));
            };
          };
        })
      : [];
    const caches: Record<string, string[]> = {};
    for (const name of await globalThis.caches.keys()) {
      // caches.open makes a cache it does not find: opening one a wipe has just deleted would bring it back.
      // Only the precache, which no wipe deletes, is opened; any other cache counts by its name alone.
      if (!name.includes('precache')) {
        caches[name] = [];
        continue;
      }
      const requests = await (await globalThis.caches.open(name)).keys();
      caches[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return { databases, keys, caches, rememberedUser: localStorage.getItem('turnout.offline-user') };
  }, DATABASE);
}

/**
 * What of any user is still on the device: Turnout's database, a cache other than the service worker's
 * precache (the app shell), an API answer in the precache, the remembered user. Empty after a sign-out.
 */
export function userDataLeft(data: DeviceData): string[] {
  const left: string[] = data.databases.filter((name) => name === DATABASE);
  for (const [name, paths] of Object.entries(data.caches)) {
    if (!name.includes('precache')) left.push(`cache ${name}`);
    left.push(...paths.filter((path) => path.startsWith('/api/')).map((path) => `${name}: ${path}`));
  }
  if (data.rememberedUser) left.push('remembered user');
  return left;
}

/** The query keys of `userId`'s data kept on the device (as JSON), as the app last wrote them. */
export function keptQueries(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(
    async ({ database, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => resolve(request.result);
      });
      const stored = await new Promise<unknown>((resolve) => {
        if (!db.objectStoreNames.contains('data')) return resolve(undefined);
        const read = db.transaction('data').objectStore('data').get(key);
        read.onsuccess = () => resolve(read.result);
      });
      db.close();
      if (typeof stored !== 'string') return [];
      const client = JSON.parse(stored) as { clientState: { queries: { queryKey: unknown }[] } };
      return client.clientState.queries.map((query) => JSON.stringify(query.queryKey));
    },
    { database: DATABASE, key: `query-cache:${userId}` },
  );
}
