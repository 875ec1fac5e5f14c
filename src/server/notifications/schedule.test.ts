import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, expenseShares, mailOptOuts, mailOutbox } from '../db/schema';
import { type Agent, signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { addExpense, bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';
import { queueNudges, queueReminders } from './schedule';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('reminders and nudges scheduled in the database', () => {
  let t: TestApp;
  let ada: { agent: Agent; userId: string };
  let mo: { agent: Agent; userId: string };
  let nia: { agent: Agent; userId: string };
  let groupId: string;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    nia = await signUp(t, 'Nia Noor');
    groupId = await createGroup(ada.agent);
    await joinGroup(ada.agent, mo.agent, groupId);
    await joinGroup(ada.agent, nia.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court', address: '1 Main St', groupId })).id;
  });
  afterAll(() => t.close());

  const queued = async (kind: 'reminder' | 'nudge') =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map((row) => row.userId).sort();

  it('reminds each attendee once, a day before, in however many passes; not who turned it off', async () => {
    // Booked on Nov 20 for Nov 28 15:00 UTC.
    const gameId = await bookedGame(ada.agent, { groupId, placeId, date: '2026-11-28T15:00:00.000Z' }, [
      ada,
      mo,
      nia,
    ]);
    await t.db.insert(mailOptOuts).values({ userId: nia.userId, kind: 'reminder' });
    const start = new Date('2026-11-28T15:00:00.000Z').getTime();
    expect(await queueReminders(t.db, new Date(start - 25 * HOUR))).toBe(0);
    const passes = await Promise.all([
      queueReminders(t.db, new Date(start - 23 * HOUR)),
      queueReminders(t.db, new Date(start - 23 * HOUR)),
      queueReminders(t.db, new Date(start - 2 * HOUR)),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await queued('reminder')).toEqual([ada.userId, mo.userId].sort());
    // After it starts, nothing more.
    expect(await queueReminders(t.db, new Date(start + HOUR))).toBe(0);
    // Moved to another time: a reminder for the new time.
    await ada.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Saturday doubles', date: '2026-11-28T18:00:00.000Z', placeId, timeZone: 'UTC' },
    });
    expect(await queueReminders(t.db, new Date(start))).toBe(2);
  });

  it('does not remind people booked less than a day ahead: the booking mail just told them', async () => {
    await t.db.delete(mailOutbox);
    const gameId = await bookedGame(ada.agent, { groupId, placeId, date: '2026-11-21T10:00:00.000Z' }, [
      ada,
      mo,
    ]);
    expect(await queueReminders(t.db, new Date('2026-11-21T08:00:00.000Z'))).toBe(0);
    // Someone added by hand two days before is reminded.
    await t.db
      .update(attendees)
      .set({ confirmedAt: new Date('2026-11-19T08:00:00.000Z') })
      .where(eq(attendees.gameId, gameId));
    expect(await queueReminders(t.db, new Date('2026-11-21T08:00:00.000Z'))).toBe(2);
  });

  it('nudges a debtor after 7 days pending, then at most once in any 7 days, and never once settled', async () => {
    await t.db.delete(mailOutbox);
    const gameId = await bookedGame(ada.agent, { groupId, placeId, date: '2026-11-22T10:00:00.000Z' }, [
      ada,
      mo,
    ]);
    await addExpense(ada.agent, gameId, 4000);
    const added = new Date('2026-11-20T18:00:00.000Z').getTime();
    expect(await queueNudges(t.db, new Date(added + 6 * DAY))).toBe(0);
    expect(
      await Promise.all([
        queueNudges(t.db, new Date(added + 8 * DAY)),
        queueNudges(t.db, new Date(added + 8 * DAY)),
      ]),
    ).toEqual(expect.arrayContaining([0]));
    expect(await queued('nudge')).toEqual([mo.userId]);
    // The next week number starts within 7 days of the first nudge: still none.
    expect(await queueNudges(t.db, new Date(added + 13 * DAY))).toBe(0);
    expect(await queueNudges(t.db, new Date(added + 15.5 * DAY))).toBe(1);
    await t.db.update(expenseShares).set({ status: 'settled' }).where(eq(expenseShares.userId, mo.userId));
    expect(await queueNudges(t.db, new Date(added + 30 * DAY))).toBe(0);
  });
});
