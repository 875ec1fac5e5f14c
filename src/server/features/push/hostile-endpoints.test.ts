import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { errorOf, json } from '../../test/agent';
import { serveOverHttp } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** IPv6 forms that carry an internal IPv4 address, each of which a network may route to that address. */
const hostile = [
  'https://[::7f00:1]/send/1', // IPv4-compatible 127.0.0.1
  'https://[::127.0.0.1]/send/1',
  'https://[::a9fe:a9fe]/latest/meta-data', // IPv4-compatible 169.254.169.254
  'https://[2002:7f00:1::1]/send/1', // 6to4 of 127.0.0.1
  'https://[2002:a00:1::1]/send/1', // 6to4 of 10.0.0.1
  'https://[64:ff9b:1::7f00:1]/send/1', // local-use NAT64
  'https://[64:ff9b::a00:1]/send/1', // well-known NAT64 of 10.0.0.1
  'https://[::ffff:0:7f00:1]/send/1', // IPv4-translated 127.0.0.1
  'https://[::ffff:0:a00:1]/send/1',
  'https://[::ffff:7f00:1]/send/1', // IPv4-mapped
  'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/send/1', // Teredo, client 127.0.0.1
  'https://[fec0::1]/send/1', // site-local
  'https://100.64.0.1/send/1',
  'https://255.255.255.255/send/1',
  'https://240.0.0.1/send/1',
];

describe('push endpoints that would reach inside the server’s network, over HTTP', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  beforeAll(async () => {
    t = await createTestApp();
    server = await serveOverHttp(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('refuses each IPv6 form of an internal address with a 400 and saves nothing', async () => {
    const owner = await server.signUp('Owen Owner');
    for (const endpoint of hostile) {
      const response = await owner.agent.fetch('/api/push/subscriptions', json(subscription(endpoint)));
      expect(response.status, endpoint).toBe(400);
      expect(await errorOf(response), endpoint).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This push address cannot be used.',
      });
    }
    const saved = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.userId));
    expect(saved).toEqual([]);
  });

  it('keeps the public forms working: an IPv6 address, a 6to4 one of a public IPv4, a host name', async () => {
    const owner = await server.signUp('Pat Public');
    const fine = [
      'https://[2a00:1450:4001:82b::200a]/send/1',
      'https://[2002:808:808::1]/send/1',
      'https://142.250.74.10/send/1',
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    ];
    for (const endpoint of fine) {
      const response = await owner.agent.fetch('/api/push/subscriptions', json(subscription(endpoint)));
      expect(response.status, endpoint).toBe(204);
    }
    const saved = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.userId));
    expect(saved.map((row) => row.endpoint).sort()).toEqual([...fine].sort());
  });
});
