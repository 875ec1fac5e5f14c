import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../db/schema';
import { testPasswordHashing } from '../test/password-hashing';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAuth } from './auth';
import { GATE_COOKIE, mintGatePass } from './gate-token';

/** Signs up through `auth` as the sign-up form does and returns the stored password hash. */
async function storedHash(testApp: TestApp, auth: ReturnType<typeof createAuth>, email: string) {
  const { config, db } = testApp;
  await auth.api.signUpEmail({
    body: { name: 'Hash Holder', email, password: 'correct horse' },
    headers: new Headers({ cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}` }),
  });
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row?.password ?? '';
}

describe('password hashing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is better-auth’s own wherever no test passes a cheaper one: every server’s', async () => {
    const hash = await storedHash(testApp, createAuth(testApp.config, testApp.db), 'server@example.test');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(true);
    // Not the tests' cost: the test hashing cannot check it.
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse' })).toBe(false);
  });

  it('in the test apps keeps the stored form, checks the password, and refuses another', async () => {
    const hash = await storedHash(testApp, testApp.auth, 'tests@example.test');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horsE' })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: 'no-colon', password: 'correct horse' })).toBe(false);
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(false);
  });
});
