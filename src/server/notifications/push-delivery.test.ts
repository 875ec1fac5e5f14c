import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, pushOptOuts, pushOutbox, pushSubscriptions } from '../db/schema';
import { createLogger } from '../log';
import { type Agent, json, signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { type PushService, startPushService, type TestDevice, testPushReach } from '../test/push-service';
import { createTestApp, type TestApp, testClock } from '../test/test-app';
import { createPushDelivery } from './push-delivery';
import { recordUpdate } from './record';
import { queueReminders } from './schedule';

const log = createLogger('silent');
type Person = { agent: Agent; userId: string };

describe('push delivery from the outbox', () => {
  let t: TestApp;
  let service: PushService;
  let ada: Person;
  let mo: Person;
  let nia: Person;
  let groupId: string;
  let placeId: string;
  let moPhone: TestDevice;
  let moLaptop: TestDevice;
  let niaPhone: TestDevice;
  let publicKey: string;
  /** The test clock, moving on with real time so back-offs come due. */
  let clock: () => Date;

  const subscribe = async (person: Person, device: TestDevice) => {
    const response = await person.agent.fetch('/api/push/subscriptions', json(device.subscription));
    expect(response.status).toBe(204);
  };

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({}, testClock(), { pushReach: testPushReach([service.socket]) });
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    nia = await signUp(t, 'Nia Noor');
    groupId = await createGroup(ada.agent, 'Push Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    await joinGroup(ada.agent, nia.agent, groupId);
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
    await t.db.update(profiles).set({ timeZone: 'America/New_York' }).where(eq(profiles.id, mo.userId));
    publicKey = ((await (await mo.agent.fetch('/api/push/key')).json()) as { publicKey: string }).publicKey;
    const start = Date.now();
    clock = () => new Date(t.clock().getTime() + (Date.now() - start));
  });
  afterAll(async () => {
    await service.stop();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(pushSubscriptions);
    await t.db.delete(pushOptOuts);
    service.received.length = 0;
    moPhone = service.device();
    moLaptop = service.device();
    niaPhone = service.device();
    await subscribe(mo, moPhone);
    await subscribe(mo, moLaptop);
    await subscribe(nia, niaPhone);
  });

  const deliverer = (options: Parameters<typeof createPushDelivery>[1] = {}) =>
    createPushDelivery({ db: t.db, config: t.config, log, clock, reach: t.pushReach }, options);

  /** A share of an expense for everyone in the group but Ada, who adds it. */
  const shareRound = (cents = 1000) =>
    recordUpdate(t.db, {
      kind: 'expense_share',
      recipients: sql`select user_id, ${cents}::int as amount_cents from group_members where group_id = ${groupId}`,
      groupId,
      actorId: ada.userId,
      data: { description: 'Court', gameTitle: 'Saturday doubles' },
      now: t.clock(),
    });

  it('pushes a booked game once to each device of each attendee, encrypted, signed, in the reader’s zone', async () => {
    const gameId = await bookedGame(ada.agent, { groupId, placeId }, [ada, mo, nia]);
    await deliverer().drain();
    expect(service.problems).toEqual([]);
    expect(service.to(moPhone)).toHaveLength(1);
    expect(service.to(moLaptop)).toHaveLength(1);
    expect(service.to(niaPhone)).toHaveLength(1);
    expect(service.received).toHaveLength(3);

    const [push] = service.to(moPhone);
    // 15:00 UTC is 10:00 in New York, Mo's zone.
    expect(push?.payload).toEqual({
      title: 'Booked: Saturday doubles, Sat, Nov 28, 2026',
      body: 'Saturday doubles is booked for Sat, Nov 28, 2026 at 10:00 AM at Court One.',
      url: `http://localhost:3000/games/${gameId}`,
      tag: expect.any(String),
    });
    // Nia has no zone yet: UTC, and said so.
    expect(service.to(niaPhone)[0]?.payload.body).toBe(
      'Saturday doubles is booked for Sat, Nov 28, 2026 at 3:00 PM at Court One. Times are in UTC.',
    );
    const rows = await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, mo.userId));
    expect(new Set(rows.map((row) => row.id))).toEqual(
      new Set([service.to(moPhone)[0]?.payload.tag, service.to(moLaptop)[0]?.payload.tag]),
    );
    expect(push?.vapid).toMatchObject({ publicKey, aud: service.base, sub: 'mailto:test@localhost' });
    expect(push?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push?.vapid.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
    expect(push?.headers).toMatchObject({
      ttl: '172800',
      urgency: 'normal',
      'content-encoding': 'aes128gcm',
    });
    const [device] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, rows[0]?.subscriptionId ?? ''));
    expect(device?.lastSuccessAt).toBeInstanceOf(Date);

    // Delivering again sends nothing more.
    expect(await deliverer().drain()).toBe(0);
    expect(service.received).toHaveLength(3);
  });

  it('sends each push once with two deliverers draining in parallel', async () => {
    for (let round = 0; round < 8; round++) await shareRound(1000 + round);
    const one = deliverer({ batchSize: 3 });
    const two = deliverer({ batchSize: 3 });
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    expect(service.problems).toEqual([]);
    expect(service.received).toHaveLength(24);
    expect(new Set(service.received.map((push) => push.payload.tag)).size).toBe(24);
    expect(service.to(moLaptop).map((push) => push.payload.body)).toContain(
      'You owe Ada Admin $10.07 for Court at Saturday doubles.',
    );
    const unsent = await t.db.execute(sql`select 1 from push_outbox where sent_at is null`);
    expect(unsent.rows).toHaveLength(0);
  });

  it('pushes nothing of a kind the person turned off, and still mails it', async () => {
    const put = { ...json({ kind: 'share', enabled: false }), method: 'PUT' };
    expect((await mo.agent.fetch('/api/push/kinds', put)).status).toBe(200);
    await t.db.delete(mailOutbox);
    await shareRound();
    await deliverer().drain();
    expect(service.to(moPhone)).toHaveLength(0);
    expect(service.to(moLaptop)).toHaveLength(0);
    expect(service.to(niaPhone)).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, mo.userId));
    expect(mails.map((mail) => mail.kind)).toEqual(['share']);
  });

  it('drops a push queued before its kind was turned off', async () => {
    await shareRound();
    await mo.agent.fetch('/api/push/kinds', { ...json({ kind: 'share', enabled: false }), method: 'PUT' });
    await deliverer().drain();
    expect(service.received.map((push) => push.deviceId)).toEqual([niaPhone.id]);
    const notes = await t.db
      .select({ note: pushOutbox.lastError })
      .from(pushOutbox)
      .where(eq(pushOutbox.userId, mo.userId));
    expect(notes.map((row) => row.note)).toEqual(['turned off before sending', 'turned off before sending']);
  });

  it('removes a device its push service reports gone (410), with the pushes queued for it', async () => {
    moPhone.status = 410;
    await shareRound();
    await shareRound(2000);
    await deliverer().drain();
    expect(service.to(moPhone)).toHaveLength(1);
    expect(service.to(moLaptop)).toHaveLength(2);
    const devices = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, mo.userId));
    expect(devices.map((device) => device.endpoint)).toEqual([moLaptop.subscription.endpoint]);
    const queued = await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, mo.userId));
    expect(queued.every((row) => row.sentAt)).toBe(true);
  });

  it('retries with back-off while the push service fails, then sends once', async () => {
    niaPhone.status = 503;
    await shareRound();
    let now = clock().getTime();
    const delivery = createPushDelivery(
      { db: t.db, config: t.config, log, clock: () => new Date(now), reach: t.pushReach },
      { backoffMs: () => 60_000 },
    );
    await delivery.drain();
    expect(service.to(niaPhone).map((push) => push.status)).toEqual([503]);
    niaPhone.status = 201;
    // Not due yet: the back-off holds it.
    now += 59_000;
    await delivery.drain();
    expect(service.to(niaPhone)).toHaveLength(1);
    now += 2_000;
    await delivery.drain();
    await delivery.drain();
    expect(service.to(niaPhone).map((push) => push.status)).toEqual([503, 201]);
    const [row] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, nia.userId));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('queues a reminder for each device of each attendee once, however many passes run', async () => {
    await bookedGame(
      ada.agent,
      { groupId, placeId, date: '2026-11-22T15:00:00.000Z', title: 'Sunday singles' },
      [ada, mo, nia],
    );
    await t.db.delete(pushOutbox);
    const dayBefore = new Date('2026-11-21T16:00:00.000Z');
    await Promise.all([queueReminders(t.db, dayBefore), queueReminders(t.db, dayBefore)]);
    await createPushDelivery({
      db: t.db,
      config: t.config,
      log,
      clock: () => dayBefore,
      reach: t.pushReach,
    }).drain();
    expect(service.received.map((push) => push.payload.title).sort()).toEqual([
      'Tomorrow: Sunday singles at 10:00 AM',
      'Tomorrow: Sunday singles at 10:00 AM',
      'Tomorrow: Sunday singles at 3:00 PM',
    ]);
    expect(service.to(moPhone)[0]?.headers).toMatchObject({ urgency: 'high', ttl: '43200' });
  });

  it('never sends to an endpoint inside the network, and does not retry it', async () => {
    await t.db
      .update(pushSubscriptions)
      .set({ endpoint: 'https://localhost/push/1' })
      .where(eq(pushSubscriptions.endpoint, niaPhone.subscription.endpoint));
    await shareRound();
    await createPushDelivery({ db: t.db, config: t.config, log, clock }).drain();
    expect(service.received).toHaveLength(0);
    const rows = await t.db.execute<{ last_error: string; never: boolean }>(sql`
      select last_error, next_attempt_at = 'infinity' as never from push_outbox where sent_at is null`);
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows.every((row) => row.never)).toBe(true);
    expect(rows.rows.map((row) => row.last_error).sort()).toEqual([
      'push endpoint refused: a local address',
      'push endpoint refused: a local address',
      'push endpoint refused: a local host name',
    ]);
  });
});
