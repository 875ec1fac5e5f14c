import { count, eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../db/schema';
import { type Agent, createAgent, json, signUp } from '../test/agent';
import { type OidcProvider, startOidcProvider } from '../test/oidc-provider';
import { createTestApp, TEST_SIGNUP_CODE, type TestApp } from '../test/test-app';
import { SECOND_FACTOR_PATH } from './second-factor-after-google';

let counter = 0;
const googlePerson = (name: string) => {
  counter += 1;
  return {
    sub: `google-${counter}-${Date.now()}`,
    email: `google${counter}-${Date.now()}@example.test`,
    name,
  };
};

/**
 * Runs the whole redirect dance: Turnout's start URL, the provider's authorize endpoint (a real HTTP server
 * that approves at once), then Turnout's callback. Returns where Turnout finally sends the browser.
 */
async function continueWithGoogle(agent: Agent, errorCallbackURL = '/login'): Promise<URL> {
  const start = await agent.fetch(
    '/api/auth/sign-in/social',
    json({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL }),
  );
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'email', 'profile']),
  );
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('prompt')).toBe('consent');

  const approved = await fetch(url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = new URL(approved.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const landed = await agent.fetch(`${callback.pathname}${callback.search}`);
  expect(landed.status).toBe(302);
  return new URL(landed.headers.get('location') ?? '', 'http://localhost:3000');
}

describe('Google sign-in', () => {
  let t: TestApp;
  let oidc: OidcProvider;
  beforeAll(async () => {
    oidc = await startOidcProvider();
    t = await createTestApp({
      google: { clientId: oidc.clientId, clientSecret: oidc.clientSecret, issuer: oidc.issuer },
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  const userCount = async () => (await t.db.select({ n: count() }).from(user))[0]?.n;

  it('is reported as configured', async () => {
    expect(await (await createAgent(t).api.status.$get()).json()).toMatchObject({
      features: { google: true },
    });
  });

  it('creates the account of a new person who passed the gate first, with a profile from Google', async () => {
    const person = googlePerson('Gale Goodwin');
    oidc.signInAs(person);
    const agent = createAgent(t);
    expect((await agent.api.gate.$post({ json: { code: TEST_SIGNUP_CODE } })).status).toBe(200);
    const landed = await continueWithGoogle(agent, '/register');
    expect(landed.pathname).toBe('/dashboard');
    const me = await agent.api.me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { email: person.email, fullName: 'Gale Goodwin' } });

    // Next time no gate is needed: the account exists.
    const returning = createAgent(t, '203.0.113.80');
    expect((await continueWithGoogle(returning)).pathname).toBe('/dashboard');
    expect((await returning.api.me.$get()).status).toBe(200);
  });

  it('refuses to create an account without the gate code and says why', async () => {
    oidc.signInAs(googlePerson('Gate Crasher'));
    const before = await userCount();
    const agent = createAgent(t);
    const landed = await continueWithGoogle(agent);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe('GATE_REQUIRED');
    expect(await userCount()).toBe(before);
    expect((await agent.api.me.$get()).status).toBe(401);
  });

  it('refuses a forged gate cookie too', async () => {
    oidc.signInAs(googlePerson('Forger'));
    const before = await userCount();
    const agent = createAgent(t);
    agent.cookies.set('turnout.gate', `${Date.now() + 60_000}.forged`);
    expect((await continueWithGoogle(agent)).searchParams.get('error')).toBe('GATE_REQUIRED');
    expect(await userCount()).toBe(before);
  });

  it('does not attach Google to an existing password account whose e-mail was never proven', async () => {
    const { email, userId } = await signUp(t, 'Pat Password');
    oidc.signInAs({ sub: `google-pat-${Date.now()}`, email, name: 'Pat Password' });
    const agent = createAgent(t);
    expect((await continueWithGoogle(agent)).searchParams.get('error')).toBe('account_not_linked');
    expect((await agent.api.me.$get()).status).toBe(401);
    const linked = await t.db.select().from(account).where(eq(account.userId, userId));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('asks a person with two-factor sign-in for the code after Google, as after a password', async () => {
    const person = googlePerson('Tilda Twofactor');
    oidc.signInAs(person);
    const first = createAgent(t);
    expect((await first.api.gate.$post({ json: { code: TEST_SIGNUP_CODE } })).status).toBe(200);
    expect((await continueWithGoogle(first, '/register')).pathname).toBe('/dashboard');
    const enable = await first.fetch('/api/auth/two-factor/enable', json({}));
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const turnOn = await first.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: URI.parse(totpURI).generate() }),
    );
    expect(turnOn.status).toBe(200);

    const later = createAgent(t, '203.0.113.81');
    const landed = await continueWithGoogle(later);
    expect(`${landed.pathname}${landed.search}`).toBe(SECOND_FACTOR_PATH);
    expect((await later.api.me.$get()).status).toBe(401);
    const wrong = await later.fetch('/api/auth/two-factor/verify-totp', json({ code: '000000' }));
    expect(wrong.status).toBe(401);
    expect((await later.api.me.$get()).status).toBe(401);
    const right = await later.fetch(
      '/api/auth/two-factor/verify-totp',
      json({ code: URI.parse(totpURI).generate() }),
    );
    expect(right.status).toBe(200);
    expect((await later.api.me.$get()).status).toBe(200);
  });

  it('rejects a callback whose state was not started by this browser', async () => {
    oidc.signInAs(googlePerson('Replay'));
    const starter = createAgent(t);
    const start = await starter.fetch(
      '/api/auth/sign-in/social',
      json({ provider: 'google', callbackURL: '/dashboard' }),
    );
    const approved = await fetch(((await start.json()) as { url: string }).url, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location') ?? '');
    const other = createAgent(t);
    const landed = await other.fetch(`${callback.pathname}${callback.search}`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toMatch(/error=/);
    expect((await other.api.me.$get()).status).toBe(401);
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is reported as off and cannot be started', async () => {
    const agent = createAgent(t);
    expect(await (await agent.api.status.$get()).json()).toMatchObject({ features: { google: false } });
    const start = await agent.fetch(
      '/api/auth/sign-in/social',
      json({ provider: 'google', callbackURL: '/dashboard' }),
    );
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.status).toBeLessThan(500);
  });
});
