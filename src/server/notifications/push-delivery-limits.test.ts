import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { createLogger } from '../log';
import { type Agent, json, signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { type PushService, startPushService, type TestDevice, testPushReach } from '../test/push-service';
import { createTestApp, type TestApp, testClock } from '../test/test-app';
import {
  createPushDelivery,
  FAILING_DAYS_BEFORE_DROP,
  PUSHES_IN_FLIGHT_PER_USER,
  type PushDeliveryDeps,
} from './push-delivery';
import { socketName } from './push-endpoint';
import { recordUpdate } from './record';

const log = createLogger('silent');
const DAY_MS = 24 * 60 * 60_000;
type Person = { agent: Agent; userId: string };

/** A local HTTP server standing for a host inside the network, or for a push service that never answers. */
async function startHost(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const host = { connections: 0, arrivals: [] as number[], socket: '', base: '' };
  const server = createServer((request, response) => {
    host.arrivals.push(Date.now());
    handle(request, response);
  });
  server.on('connection', () => {
    host.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host.socket = socketName('127.0.0.1', port);
  host.base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return Object.assign(host, { port, stop });
}

describe('push delivery that one endpoint cannot hold up or turn inward', () => {
  let t: TestApp;
  let service: PushService;
  let internal: Awaited<ReturnType<typeof startHost>>;
  let silent: Awaited<ReturnType<typeof startHost>>;
  let ada: Person;
  let mo: Person;
  let nia: Person;
  let groupId: string;
  let moPhone: TestDevice;
  let niaPhone: TestDevice;

  const subscribe = async (person: Person, device: TestDevice) => {
    const response = await person.agent.fetch('/api/push/subscriptions', json(device.subscription));
    expect(response.status).toBe(204);
  };
  /** Points a saved device elsewhere, as a row saved under other rules would be. */
  const pointAt = (device: TestDevice, endpoint: string) =>
    t.db
      .update(pushSubscriptions)
      .set({ endpoint })
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
  const deviceRows = (userId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const outboxOf = (userId: string) => t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));
  const niaOutbox = async () =>
    (
      await t.db.execute<{ last_error: string; never: boolean }>(sql`
        select last_error, next_attempt_at = 'infinity' as never from push_outbox where user_id = ${nia.userId}`)
    ).rows;

  /** A share for everyone in the group but Ada, queued at `now`. */
  const shareRound = (now = t.clock()) =>
    recordUpdate(t.db, {
      kind: 'expense_share',
      recipients: sql`select user_id, 1000 as amount_cents from group_members where group_id = ${groupId}`,
      groupId,
      actorId: ada.userId,
      data: { description: 'Court', gameTitle: 'Saturday doubles' },
      now,
    });
  const deliverer = (deps: Partial<PushDeliveryDeps> = {}, options = {}) =>
    createPushDelivery(
      { db: t.db, config: t.config, log, clock: t.clock, reach: t.pushReach, ...deps },
      options,
    );

  beforeAll(async () => {
    service = await startPushService();
    internal = await startHost((_request, response) => response.writeHead(201).end());
    silent = await startHost(() => {});
    t = await createTestApp({}, testClock(), {
      pushReach: testPushReach([service.socket, silent.socket]),
    });
    ada = await signUp(t, 'Ada Admin');
    mo = await signUp(t, 'Mo Member');
    nia = await signUp(t, 'Nia Noor');
    groupId = await createGroup(ada.agent, 'Push Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    await joinGroup(ada.agent, nia.agent, groupId);
  });
  afterAll(async () => {
    await Promise.all([service.stop(), internal.stop(), silent.stop()]);
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(pushSubscriptions);
    service.received.length = 0;
    moPhone = service.device();
    niaPhone = service.device();
    await subscribe(mo, moPhone);
    await subscribe(nia, niaPhone);
  });

  it('connects nowhere when a name resolves to an internal address at send time, and never retries it', async () => {
    // A port of this machine's stands for the internal host; its name resolves there only now.
    await pointAt(niaPhone, `http://rebound.example.com:${internal.port}/push/1`);
    await shareRound();
    const reach = testPushReach([service.socket], { 'rebound.example.com': ['127.0.0.1'] });
    await deliverer({ reach }).drain();
    expect(internal.connections).toBe(0);
    expect(service.to(moPhone)).toHaveLength(1);
    expect(await niaOutbox()).toEqual([
      {
        last_error: 'push endpoint refused: rebound.example.com resolves to 127.0.0.1, a local address',
        never: true,
      },
    ]);
  });

  it('connects to the address it checked, not to what the name resolves to a moment later', async () => {
    await pointAt(niaPhone, `http://push.example.com:${service.port}/push/${niaPhone.id}`);
    await shareRound();
    const answers = [['127.0.0.1'], ['10.0.0.5']];
    let lookups = 0;
    const reach = testPushReach([service.socket]);
    reach.resolve = async () => {
      const address = answers[Math.min(lookups++, 1)]?.[0] ?? '';
      return [{ address, family: 4 }];
    };
    await deliverer({ reach }).drain();
    expect(service.problems).toEqual([]);
    expect(service.to(niaPhone)).toHaveLength(1);
    expect(lookups).toBe(1);
  });

  it('gives up on a push service that never answers without holding up another device', async () => {
    await pointAt(niaPhone, `${silent.base}/push/1`);
    await shareRound();
    const timeoutMs = 3000;
    const started = Date.now();
    const drained = deliverer({}, { sendTimeoutMs: timeoutMs }).drain();
    // Mo's push arrives while Nia's push service is still being waited on.
    await vi.waitFor(() => expect(service.to(moPhone)).toHaveLength(1), { timeout: timeoutMs - 200 });
    await drained;
    expect(silent.arrivals).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs);
    expect(Date.now() - started).toBeLessThan(2 * timeoutMs);
    expect(await niaOutbox()).toEqual([{ last_error: expect.stringMatching(/abort/i), never: false }]);
    const [device] = await deviceRows(nia.userId);
    expect(device?.failingSince).toEqual(t.clock());
  });

  it(`sends at most ${PUSHES_IN_FLIGHT_PER_USER} of one person’s pushes at a time`, async () => {
    for (let i = 0; i < 5; i++) {
      const device = service.device();
      await subscribe(mo, device);
      await pointAt(device, `${silent.base}/push/${i}`);
    }
    await pointAt(moPhone, `${silent.base}/push/phone`);
    silent.arrivals.length = 0;
    await shareRound();
    const timeoutMs = 1500;
    await deliverer({}, { sendTimeoutMs: timeoutMs }).drain();
    expect(service.to(niaPhone)).toHaveLength(1);
    // The first pushes go together; the next only once one of them has been given up.
    const [first = 0, ...later] = silent.arrivals;
    const waves = later.map((at) => (at - first < timeoutMs / 2 ? 'first' : 'later'));
    expect(waves).toEqual([
      ...Array(PUSHES_IN_FLIGHT_PER_USER - 1).fill('first'),
      ...Array(6 - PUSHES_IN_FLIGHT_PER_USER).fill('later'),
    ]);
    expect((later[PUSHES_IN_FLIGHT_PER_USER - 1] ?? 0) - first).toBeGreaterThan(timeoutMs - 250);
  });

  it(`drops a device whose pushes have failed for ${FAILING_DAYS_BEFORE_DROP} days since its last success`, async () => {
    const moLaptop = service.device();
    await subscribe(mo, moLaptop);
    niaPhone.status = 503;
    moLaptop.status = 503;
    const start = t.clock().getTime();
    let now = start;
    const delivery = deliverer({ clock: () => new Date(now) }, { backoffMs: () => 60_000 });
    /** When the device began failing: null while it works, undefined once it is gone. */
    const failingSince = async (userId: string, endpoint: string) => {
      const device = (await deviceRows(userId)).find((row) => row.endpoint === endpoint);
      return device && (device.failingSince?.getTime() ?? null);
    };

    await shareRound(new Date(now));
    await delivery.drain();
    expect(await failingSince(nia.userId, niaPhone.subscription.endpoint)).toBe(start);

    // Three days on, Nia's device still fails; Mo's laptop works again, which clears its failing days.
    now = start + 3 * DAY_MS;
    moLaptop.status = 201;
    await delivery.drain();
    expect(await failingSince(nia.userId, niaPhone.subscription.endpoint)).toBe(start);
    expect(await failingSince(mo.userId, moLaptop.subscription.endpoint)).toBeNull();

    moLaptop.status = 503;
    now = start + FAILING_DAYS_BEFORE_DROP * DAY_MS - 60_000;
    await shareRound(new Date(now));
    await delivery.drain();
    expect(await deviceRows(nia.userId)).toHaveLength(1);

    now = start + FAILING_DAYS_BEFORE_DROP * DAY_MS + 60_000;
    await delivery.drain();
    expect(await deviceRows(nia.userId)).toEqual([]);
    expect(await outboxOf(nia.userId)).toEqual([]);
    // Mo's laptop has failed only since its last success: kept.
    expect(await failingSince(mo.userId, moLaptop.subscription.endpoint)).toBe(
      start + FAILING_DAYS_BEFORE_DROP * DAY_MS - 60_000,
    );
  });
});
