import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, json, signUp } from '../test/agent';
import { createTestApp, type TestApp } from '../test/test-app';

/** The current code of an authenticator app that scanned `totpURI`. */
const codeFor = (totpURI: string) => URI.parse(totpURI).generate();
const wrongCodeFor = (totpURI: string) => String((Number(codeFor(totpURI)) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A user who turned on TOTP: the setup answer (URI and backup codes) and their credentials. */
  async function userWithTwoFactor() {
    const person = await signUp(t, 'Tess Totp');
    const enable = await person.agent.fetch(
      '/api/auth/two-factor/enable',
      json({ password: person.password }),
    );
    expect(enable.status).toBe(200);
    const setup = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const verify = await person.agent.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: codeFor(setup.totpURI) }),
    );
    expect(verify.status).toBe(200);
    return { ...person, ...setup };
  }

  /** Signs in with the password on a new browser, which is then asked for the second factor. */
  async function passwordStep(email: string, password: string) {
    const agent = createAgent(t);
    const response = await agent.fetch('/api/auth/sign-in/email', json({ email, password }));
    expect(response.status).toBe(200);
    return { agent, body: (await response.json()) as { twoFactorRedirect?: boolean } };
  }

  it('enables only with the right password and a code from the app, showing a QR URI and backup codes', async () => {
    const { agent, password, email } = await signUp(t, 'Ena Bell');
    const wrong = await agent.fetch('/api/auth/two-factor/enable', json({ password: 'not-my-password' }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: 'INVALID_PASSWORD' });

    const enable = await agent.fetch('/api/auth/two-factor/enable', json({ password }));
    const setup = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Turnout:/);
    expect(setup.backupCodes).toHaveLength(10);

    // Not on until a code from the app proves the secret was saved.
    expect((await passwordStep(email, password)).body.twoFactorRedirect).toBeUndefined();
    const badCode = await agent.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: wrongCodeFor(setup.totpURI) }),
    );
    expect(badCode.status).toBe(401);
    expect((await badCode.json()).error).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });
    const good = await agent.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: codeFor(setup.totpURI) }),
    );
    expect(good.status).toBe(200);
    expect((await passwordStep(email, password)).body.twoFactorRedirect).toBe(true);
  });

  it('asks for a code after the password: no session until the right code', async () => {
    const person = await userWithTwoFactor();
    const { agent, body } = await passwordStep(person.email, person.password);
    expect(body.twoFactorRedirect).toBe(true);
    expect((await agent.api.me.$get()).status).toBe(401);

    const wrong = await agent.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: wrongCodeFor(person.totpURI) }),
    );
    expect(wrong.status).toBe(401);
    expect((await agent.api.me.$get()).status).toBe(401);

    const right = await agent.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: codeFor(person.totpURI) }),
    );
    expect(right.status).toBe(200);
    expect((await agent.api.me.$get()).status).toBe(200);
  });

  it('accepts a code only from the browser that gave the password', async () => {
    const person = await userWithTwoFactor();
    await passwordStep(person.email, person.password);
    const stranger = createAgent(t);
    const response = await stranger.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: codeFor(person.totpURI) }),
    );
    expect(response.status).toBe(401);
    expect((await stranger.api.me.$get()).status).toBe(401);
  });

  it('takes a backup code instead of the app, once', async () => {
    const person = await userWithTwoFactor();
    const [backup] = person.backupCodes;
    const first = await passwordStep(person.email, person.password);
    const used = await first.agent.fetch('/api/auth/two-factor/verify-backup-code', json({ code: backup }));
    expect(used.status).toBe(200);
    expect((await first.agent.api.me.$get()).status).toBe(200);

    const second = await passwordStep(person.email, person.password);
    const reused = await second.agent.fetch(
      '/api/auth/two-factor/verify-backup-code',
      json({ code: backup }),
    );
    expect(reused.status).toBe(401);
    expect((await reused.json()).error).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect((await second.agent.api.me.$get()).status).toBe(401);
  });

  it('disables only with the password; then the password alone signs in again', async () => {
    const person = await userWithTwoFactor();
    const wrong = await person.agent.fetch(
      '/api/auth/two-factor/disable',
      json({ password: 'wrong-password-1' }),
    );
    expect(wrong.status).toBe(400);
    expect((await passwordStep(person.email, person.password)).body.twoFactorRedirect).toBe(true);

    const off = await person.agent.fetch('/api/auth/two-factor/disable', json({ password: person.password }));
    expect(off.status).toBe(200);
    expect((await person.agent.api.me.$get()).status).toBe(200);
    const { agent, body } = await passwordStep(person.email, person.password);
    expect(body.twoFactorRedirect).toBeUndefined();
    expect((await agent.api.me.$get()).status).toBe(200);
  });

  it('refuses to enable for an anonymous caller', async () => {
    const response = await createAgent(t).fetch(
      '/api/auth/two-factor/enable',
      json({ password: 'whatever-1' }),
    );
    expect(response.status).toBe(401);
  });
});
