import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../../shared/updates';
import { pushSubscriptions } from '../../db/schema';
import { type Agent, createAgent, errorOf, json, signUp } from '../../test/agent';
import { authorizationMatrix, type MatrixRow } from '../../test/matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_PUSH_DEVICES } from './service';

/** A browser's PushSubscription JSON: a real P-256 key and auth secret, at `endpoint`. */
function subscription(endpoint = `https://push.example.com/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const put = (body: unknown): RequestInit => ({ ...json(body), method: 'PUT' });
const del = (body: unknown): RequestInit => ({ ...json(body), method: 'DELETE' });
/** Every kind is on until turned off, but 'Other messages' (discussions), which is off until turned on. */
const byDefault = { ...Object.fromEntries(MAIL_KINDS.map((kind) => [kind, true])), messages: false };

/** The routes act on the caller's own devices: nobody, someone else ('nonMember'), the device's owner. */
const ROLES = ['anonymous', 'nonMember', 'member'] as const;
type Role = (typeof ROLES)[number];
type Person = Awaited<ReturnType<typeof signUp>>;
type World = { owner: Person; other: Person; device: ReturnType<typeof subscription> };
const codes = (other: number, owner: number): Record<Role, number> => ({
  anonymous: 401,
  nonMember: other,
  member: owner,
});

const rows: MatrixRow<World, Role>[] = [
  ['GET /push/key', (a) => a.fetch('/api/push/key'), codes(200, 200)],
  ['GET /push/kinds', (a) => a.fetch('/api/push/kinds'), codes(200, 200)],
  [
    'PUT /push/kinds',
    (a) => a.fetch('/api/push/kinds', put({ kind: 'nudge', enabled: false })),
    codes(200, 200),
  ],
  [
    'POST /push/subscriptions (a new device)',
    (a) => a.fetch('/api/push/subscriptions', json(subscription())),
    codes(204, 204),
  ],
  // Someone else handing in the owner's endpoint does not take the owner's device over.
  [
    'POST /push/subscriptions (the owner’s device)',
    (a, w) => a.fetch('/api/push/subscriptions', json(w.device)),
    codes(409, 204),
  ],
  [
    'DELETE /push/subscriptions (the owner’s device)',
    (a, w) => a.fetch('/api/push/subscriptions', del({ endpoint: w.device.endpoint })),
    codes(404, 204),
  ],
];

describe('push settings and devices', () => {
  let t: TestApp;
  let world: World;
  let anonymous: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    anonymous = createAgent(t);
  });
  afterAll(() => t.close());

  const makeWorld = async () => {
    const owner = await signUp(t, 'Owen Owner');
    const other = await signUp(t, 'Otto Other');
    const device = subscription();
    expect((await owner.agent.fetch('/api/push/subscriptions', json(device))).status).toBe(204);
    world = { owner, other, device };
    return world;
  };

  describe('who may call what', () => {
    authorizationMatrix(
      rows,
      () => ({ anonymous, nonMember: world.other.agent, member: world.owner.agent }),
      makeWorld,
      { roles: ROLES, freshWorldPerRole: true },
    );
  });

  const devicesOf = (userId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('gives one VAPID public key, the same on every call', async () => {
    const { owner, other } = await makeWorld();
    const one = (await (await owner.agent.fetch('/api/push/key')).json()) as { publicKey: string };
    const two = (await (await other.agent.fetch('/api/push/key')).json()) as { publicKey: string };
    expect(one.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(one.publicKey, 'base64url')[0]).toBe(4);
    expect(two).toEqual(one);
  });

  it('keeps a device once, renewing its keys, with the browser it came from', async () => {
    const { owner, device } = await makeWorld();
    const renewed = { ...subscription(device.endpoint) };
    const again = await owner.agent.fetch('/api/push/subscriptions', {
      ...json(renewed),
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Android 15) Chrome/140' },
    });
    expect(again.status).toBe(204);
    const devices = await devicesOf(owner.userId);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
      userAgent: 'Mozilla/5.0 (Android 15) Chrome/140',
    });
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices a person, dropping the one unused longest`, async () => {
    const { owner, device } = await makeWorld();
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) {
      await owner.agent.fetch('/api/push/subscriptions', json(subscription()));
    }
    const devices = await devicesOf(owner.userId);
    expect(devices).toHaveLength(MAX_PUSH_DEVICES);
    expect(devices.map((d) => d.endpoint)).not.toContain(device.endpoint);
  });

  it('turns one push kind off and on for that person only, as by default until then', async () => {
    const { owner, other } = await makeWorld();
    const kinds = async (agent: Agent) =>
      ((await (await agent.fetch('/api/push/kinds')).json()) as { push: Record<string, boolean> }).push;
    expect(await kinds(owner.agent)).toEqual(byDefault);
    const off = await owner.agent.fetch('/api/push/kinds', put({ kind: 'booked', enabled: false }));
    expect(await off.json()).toEqual({ push: { ...byDefault, booked: false } });
    expect(await kinds(other.agent)).toEqual(byDefault);
    // E-mail settings are their own.
    const mail = (await (await owner.agent.fetch('/api/me/notifications')).json()) as { mail: unknown };
    expect(mail.mail).toEqual(byDefault);
    await owner.agent.fetch('/api/push/kinds', put({ kind: 'booked', enabled: true }));
    expect(await kinds(owner.agent)).toEqual(byDefault);
    expect((await owner.agent.fetch('/api/push/kinds', put({ kind: 'spam', enabled: true }))).status).toBe(
      400,
    );
  });

  it('refuses endpoints that would reach inside the server’s network, and keys that are not P-256 points', async () => {
    const { owner } = await makeWorld();
    const refused = [
      'http://push.example.com/send/1',
      'https://127.0.0.1/send/1',
      'https://10.1.2.3/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/send/1',
      'https://[::ffff:192.168.0.1]/send/1',
      'https://[fd00::1]/send/1',
      'https://localhost/send/1',
      'https://push.localhost/send/1',
      'https://intranet/send/1',
      'https://push.example.com:8443/send/1',
      'https://user:secret@push.example.com/send/1',
      'ftp://push.example.com/send/1',
      `https://push.example.com/${'x'.repeat(2100)}`,
    ];
    for (const endpoint of refused) {
      const response = await owner.agent.fetch('/api/push/subscriptions', json(subscription(endpoint)));
      expect(response.status, endpoint).toBe(400);
      expect((await errorOf(response)).message, endpoint).toBe('This push address cannot be used.');
    }
    const offCurve = subscription();
    offCurve.keys.p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const bad = await owner.agent.fetch('/api/push/subscriptions', json(offCurve));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('This browser’s push keys are not valid.');
    expect(await devicesOf(owner.userId)).toHaveLength(1);
    const real = 'https://fcm.googleapis.com/fcm/send/abc:APA91b';
    expect((await owner.agent.fetch('/api/push/subscriptions', json(subscription(real)))).status).toBe(204);
  });

  it('refuses a subscription sent from another site', async () => {
    const { owner } = await makeWorld();
    const cookie = [...owner.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: JSON.stringify(subscription()),
    });
    expect(response.status).toBe(403);
    expect(await devicesOf(owner.userId)).toHaveLength(1);
  });
});
