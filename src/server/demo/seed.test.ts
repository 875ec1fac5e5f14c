import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../shared/time';
import {
  expenseShares,
  expenses,
  gameOptions,
  gamePhotos,
  games,
  groupMembers,
  groups,
  profiles,
  rsvps,
  session,
  user,
} from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { localDiskStorage } from '../storage/local-disk';
import { createAgent, json } from '../test/agent';
import { balancesAndTruth } from '../test/balances';
import { testPasswordHashing } from '../test/password-hashing';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_TIME_ZONE, demoCalendar } from './calendar';
import { demoSignIn, seedDemo } from './seed';

async function rowCount(t: TestApp, table: typeof user | typeof games | typeof expenseShares) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('demo data', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: FileStorage;
  /** The demo seeded into the test app, its people's passwords hashed as the app hashes them. */
  const target = (photos: FileStorage) => ({
    db: t.db,
    config: t.config,
    password: testPasswordHashing,
    storage: photos,
  });
  const now = new Date();
  const calendar = demoCalendar(now);
  const storedFiles = async () => [
    ...(await storage.list('game-photos')),
    ...(await storage.list('game-photos/thumbnails')),
  ];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-demo-seed-'));
    t = await createTestApp({ dataDir });
    storage = localDiskStorage(path.join(dataDir, 'uploads'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads completely or not at all: a failure at the last step leaves no row and no file', async () => {
    // The thumbnail cannot be stored: the photo (the last step) fails after its full image was written.
    const failing: FileStorage = {
      ...storage,
      create: (key, data, contentType) =>
        key.includes('thumbnails')
          ? Promise.reject(new Error('disk full'))
          : storage.create(key, data, contentType),
    };
    await expect(seedDemo(target(failing), now)).rejects.toThrow('disk full');
    expect(await rowCount(t, user)).toBe(0);
    expect(await rowCount(t, games)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('loads people with Venmo and Zelle ids, and a second group where the demo user is a plain member', async () => {
    expect(await seedDemo(target(storage), now)).toBe(true);
    const people = await t.db.select().from(profiles);
    expect(people).toHaveLength(4);
    expect(people.every((p) => p.venmoId && p.zelleId)).toBe(true);
    // The sign-ups' own sessions are gone: no phantom device in anyone's Profile.
    expect(await t.db.select().from(session)).toEqual([]);

    const alex = people.find((p) => p.email === demoSignIn.email);
    const roles = await t.db
      .select({ name: groups.name, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, alex?.id ?? ''))
      .orderBy(asc(groups.name));
    expect(roles).toEqual([
      { name: 'Sunday Pickleball', role: 'admin' },
      { name: 'Thursday Board Games', role: 'member' },
    ]);
  });

  it('has a game played a week ago, one booked for the coming Saturday and an open poll, dated from today', async () => {
    const rows = await t.db.select().from(games).orderBy(asc(games.date));
    expect(rows.map((g) => g.status)).toEqual(['completed', 'booked', 'poll']);
    const [played, booked, poll] = rows;
    expect(played?.date).toEqual(calendar.at(-7, '10:00'));
    const bookedAt = wallClock(booked?.date ?? now, DEMO_TIME_ZONE);
    expect(new Date(`${bookedAt.date}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(bookedAt.time).toBe('10:00');
    const daysAhead = (booked?.date.getTime() ?? 0) - now.getTime();
    expect(daysAhead).toBeGreaterThan(0);
    expect(daysAhead).toBeLessThan(8 * 86_400_000);

    const options = await t.db
      .select({ id: gameOptions.id, date: gameOptions.date, placeId: gameOptions.placeId })
      .from(gameOptions)
      .where(eq(gameOptions.gameId, poll?.id ?? ''));
    expect(options).toHaveLength(2);
    expect(options.every((o) => o.date.getTime() > now.getTime())).toBe(true);
    expect(new Set(options.map((o) => o.placeId)).size).toBe(2);
    const answers = await t.db
      .select({ userId: rsvps.userId })
      .from(rsvps)
      .innerJoin(gameOptions, eq(gameOptions.id, rsvps.gameOptionId))
      .where(eq(gameOptions.gameId, poll?.id ?? ''));
    expect(new Set(answers.map((a) => a.userId)).size).toBe(3);
  });

  it('splits two expenses among three attendees, one with a remainder cent, with a share in each state', async () => {
    const rows = await t.db
      .select({
        amountCents: expenses.amountCents,
        share: expenseShares.amountCents,
        status: expenseShares.status,
      })
      .from(expenses)
      .innerJoin(expenseShares, eq(expenseShares.expenseId, expenses.id));
    const sharesOf = (amount: number) =>
      rows
        .filter((r) => r.amountCents === amount)
        .map((r) => r.share)
        .sort();
    expect(sharesOf(3600)).toEqual([1200, 1200, 1200]);
    expect(sharesOf(2500)).toEqual([833, 833, 834]);
    const states = rows.map((r) => r.status);
    expect(states.filter((s) => s === 'pending')).toHaveLength(2);
    expect(states.filter((s) => s === 'verifying')).toHaveLength(1);
    // Each payer's own share, and Casey's court share paid to Blair and confirmed.
    expect(states.filter((s) => s === 'settled')).toHaveLength(3);
    // The triggers kept debt_balances as real use would.
    const { kept, truth } = await balancesAndTruth(t.db);
    expect(kept).toEqual(truth);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('stores the photo of the played game through the storage, with its thumbnail', async () => {
    const [photo] = await t.db.select().from(gamePhotos);
    const [played] = await t.db.select().from(games).where(eq(games.status, 'completed'));
    expect(photo?.gameId).toBe(played?.id);
    expect(photo?.contentType).toBe('image/jpeg');
    const files = (await storedFiles()).map((f) => f.key).sort();
    expect(files).toEqual([photo?.storageKey, photo?.thumbnailKey].sort());
  });

  it('shows the demo user something in every home section, a debt to pay, one to confirm, and the photo', async () => {
    const agent = createAgent(t);
    expect((await agent.fetch('/api/auth/sign-in/email', json(demoSignIn))).status).toBe(200);
    const list = await (await agent.api.games.$get({ query: {} })).json();
    expect(list.games.map((g) => g.status).sort()).toEqual(['booked', 'completed', 'poll']);

    const settle = await (await agent.api['settle-up'].$get()).json();
    const debts = settle.debts.map((d) => ({
      from: d.fromUser.fullName,
      to: d.toUser.fullName,
      amountCents: d.amountCents,
      status: d.status,
    }));
    expect(debts).toEqual(
      expect.arrayContaining([
        { from: 'Alex Rivera', to: 'Blair Chen', amountCents: 366, status: 'pending' },
        { from: 'Casey Morgan', to: 'Alex Rivera', amountCents: 833, status: 'verifying' },
      ]),
    );
    expect(debts).toHaveLength(2);

    const played = list.games.find((g) => g.status === 'completed');
    const gallery = await agent.fetch(`/api/games/${played?.id}/photos`);
    const { photos } = (await gallery.json()) as { photos: { thumbnailUrl: string }[] };
    expect(photos).toHaveLength(1);
    const thumbnail = await agent.fetch(photos[0]?.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('does nothing the second time', async () => {
    const before = [await rowCount(t, user), await rowCount(t, games), await rowCount(t, expenseShares)];
    expect(await seedDemo(target(storage), now)).toBe(false);
    expect([await rowCount(t, user), await rowCount(t, games), await rowCount(t, expenseShares)]).toEqual(
      before,
    );
    expect(await storedFiles()).toHaveLength(2);
  });
});
