import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushVapidKeys } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { vapidKeys } from './vapid-keys';

describe('the VAPID key pair', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is made once however many callers race at the first start, and every one gets the same pair', async () => {
    expect(await t.db.select().from(pushVapidKeys)).toEqual([]);
    const pairs = await Promise.all(Array.from({ length: 8 }, () => vapidKeys(t.db)));
    const [first] = pairs;
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const pair of pairs) expect(pair).toEqual(first);
    expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);
    expect(await vapidKeys(t.db)).toEqual(first);
  });
});
