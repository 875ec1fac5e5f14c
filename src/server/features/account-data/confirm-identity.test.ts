import { eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '../../../shared/account-data';
import { account } from '../../db/schema';
import { deleteAccount, fingerprint } from '../../test/account-data';
import { type Agent, errorOf, json, signUp } from '../../test/agent';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The current code of an authenticator app that scanned `totpURI`, and one that is not. */
const codeFor = (totpURI: string) => URI.parse(totpURI).generate();
const wrongCodeFor = (totpURI: string) => String((Number(codeFor(totpURI)) + 1) % 1_000_000).padStart(6, '0');

const signedIn = async (agent: Agent) => (await agent.api.me.$get()).status;

// Deleting an account asks its owner to prove it is them again, as signing in does.
describe('confirming a deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for the password, refuses a wrong one and counts the tries like sign-in attempts', async () => {
    const strict = await createTestApp({
      rateLimit: { authMax: 3, windowSeconds: 60, gateMax: 1000, resetMax: 1000, waitlistMax: 1000 },
    });
    try {
      const person = await signUp(strict, 'Tries Hard');
      const before = await fingerprint(strict.db);
      const missing = await deleteAccount(person.agent, {});
      expect(missing.status).toBe(400);
      expect(await errorOf(missing)).toMatchObject({
        fields: { password: accountDataMessages.passwordRequired },
      });
      for (const password of ['wrong-1', 'wrong-2']) {
        const wrong = await deleteAccount(person.agent, { password });
        expect(wrong.status).toBe(400);
        expect(await errorOf(wrong)).toEqual({
          code: 'INVALID_PASSWORD',
          message: accountDataMessages.wrongPassword,
          fields: { password: accountDataMessages.wrongPassword },
        });
      }
      const limited = await deleteAccount(person.agent, { password: person.password });
      expect(limited.status).toBe(429);
      expect((await errorOf(limited)).message).toMatch(/^Too many attempts/);
      expect(await fingerprint(strict.db)).toEqual(before);
      expect(await signedIn(person.agent)).toBe(200);

      // The count is the account's: someone else is not held up.
      const other = await signUp(strict, 'Not Limited');
      expect((await deleteAccount(other.agent, { password: other.password })).status).toBe(200);
      strict.clock.advance(61_000);
      expect((await deleteAccount(person.agent, { password: person.password })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
  it('with two-factor sign-in on, also asks for a code from the app and refuses a wrong one', async () => {
    const person = await signUp(t, 'Tess Totp');
    const enable = await person.agent.fetch(
      '/api/auth/two-factor/enable',
      json({ password: person.password }),
    );
    const { totpURI } = (await enable.json()) as { totpURI: string };
    await person.agent.fetch('/api/auth/two-factor/verify-totp', json({ code: codeFor(totpURI) }));
    const before = await fingerprint(t.db);

    const noCode = await deleteAccount(person.agent, { password: person.password });
    expect(noCode.status).toBe(400);
    expect(await errorOf(noCode)).toMatchObject({ fields: { code: accountDataMessages.codeRequired } });
    const wrong = await deleteAccount(person.agent, {
      password: person.password,
      code: wrongCodeFor(totpURI),
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({
      code: 'INVALID_CODE',
      message: accountDataMessages.wrongCode,
      fields: { code: accountDataMessages.wrongCode },
    });
    const malformed = await deleteAccount(person.agent, { password: person.password, code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(await fingerprint(t.db)).toEqual(before);

    const right = await deleteAccount(person.agent, { password: person.password, code: codeFor(totpURI) });
    expect(right.status).toBe(200);
    expect(await signedIn(person.agent)).toBe(401);
  });

  it('sends an account without a password (Google only) to set one by e-mail first', async () => {
    const person = await signUp(t, 'Gus Google');
    await t.db.delete(account).where(eq(account.userId, person.userId));
    const response = await deleteAccount(person.agent, { password: 'anything-at-all' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: accountDataMessages.passwordFirst,
    });
    expect(await signedIn(person.agent)).toBe(200);
  });
});
