import { count, sql } from 'drizzle-orm';
import type { AuthServices } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { demoCalendar } from './calendar';
import { createGames, PLAYED_DAY } from './games';
import { createGroups } from './groups';
import { addCosts } from './money';
import { createPeople } from './people';
import { addCourtPhoto } from './photo';

export { demoSignIn } from './people';

export interface DemoTarget {
  db: Db;
  config: Config;
  /** Where the demo photo's files go: the storage the server serves photos from. */
  storage: FileStorage;
  /** How the people's passwords are hashed: the server's own unless a test app passes its cheaper one. */
  password?: AuthServices['password'];
}

/** A storage that remembers what it wrote, so a failed seed can take its files back. */
function recording(storage: FileStorage) {
  const written: string[] = [];
  const wrapped: FileStorage = {
    ...storage,
    async create(key, data, contentType) {
      await storage.create(key, data, contentType);
      written.push(key);
    },
  };
  return { storage: wrapped, written };
}

/**
 * Loads the demo into a database without users, relative to the day `now` falls on (in the demo's zone):
 * four people with Venmo and Zelle ids, two groups (Alex is admin of one and a plain member of the other),
 * three places, a game played a week ago with two expenses, a debt in each state and a photo, a game booked
 * for the coming Saturday, and an open poll. Everything is made through the app's own services, so the same
 * rules and triggers (debt balances, live notices) apply, inside ONE transaction: the demo loads completely
 * or not at all (the photo's files are removed again if it fails). Returns false, changing nothing, when
 * the database already has users.
 */
export async function seedDemo(target: DemoTarget, now = new Date()): Promise<boolean> {
  const files = recording(target.storage);
  try {
    return await target.db.transaction(async (tx) => {
      // The services take a database; handed a transaction, their own transactions become savepoints in it.
      const db = tx as unknown as Db;
      // Two seeds at once on one server: the second waits here, then finds users and does nothing.
      await db.execute(sql`lock table "user" in share row exclusive mode`);
      const [existing] = await db.select({ n: count() }).from(user);
      if ((existing?.n ?? 0) > 0) return false;

      const calendar = demoCalendar(now);
      const people = await createPeople(db, target.config, now, target.password);
      const groups = await createGroups(db, target.config, people, calendar);
      const games = await createGames(db, people, groups, calendar);
      await addCosts(db, people, games.completed, calendar);
      await addCourtPhoto(
        {
          db,
          storage: files.storage,
          settings: target.config.photos,
          clock: () => calendar.at(PLAYED_DAY, '13:05'),
        },
        people.casey,
        games.completed,
      );
      // The demo's past fills its people's Updates feeds; it is not mailed to their made-up addresses.
      await db.execute(sql`delete from mail_outbox`);
      return true;
    });
  } catch (error) {
    await target.storage.remove(files.written);
    throw error;
  }
}
