import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '../../shared/profile';
import { type Agent, json } from '../test/agent';
import { serveOverHttp } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

const ROUTES = [
  'sign-up/email',
  'sign-in/email',
  'update-user',
  'change-password',
  'request-password-reset',
  'reset-password',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/verify-totp',
  'two-factor/verify-backup-code',
  'revoke-session',
  'sign-in/social',
];
const BODIES = ['', 'not json', '[]', 'null', '{"name":{}}', '{"email":7,"password":[]}', '"text"'];

describe('better-auth routes with bad bodies, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let user: { agent: Agent; userId: string };
  const storedName = async () =>
    (await t.db.execute(`select name from "user" where id = '${user.userId}'`)).rows[0]?.name;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    user = await http.signUp('Nina Name');
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('answers every empty, malformed or mistyped body with a 4xx, never a 500', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const body of BODIES) {
        const response = await user.agent.fetch(`/api/auth/${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.status < 400 || response.status >= 500)
          failures.push(`${route} ${body} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await storedName()).toBe('Nina Name');
  });

  it.each([
    ['an object', {}, profileMessages.nameRequired],
    ['a number', 42, profileMessages.nameRequired],
    ['blank text', '   ', profileMessages.nameRequired],
    ['10,000 characters', 'x'.repeat(10_000), profileMessages.nameTooLong],
  ])('update-user refuses %s as a name with the profile form’s message', async (_, name, message) => {
    const response = await user.agent.fetch('/api/auth/update-user', json({ name }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await storedName()).toBe('Nina Name');
  });

  it('update-user still saves a good name, trimmed', async () => {
    const response = await user.agent.fetch('/api/auth/update-user', json({ name: '  Nina Newname ' }));
    expect(response.status).toBe(200);
    expect(await storedName()).toBe('Nina Newname');
  });

  it('sign-up refuses an over-long name and creates no account', async () => {
    const visitor = http.agent();
    await visitor.api.gate.$post({ json: { code: t.config.signupCode } });
    const email = `long-${Date.now()}@example.test`;
    const response = await visitor.fetch(
      '/api/auth/sign-up/email',
      json({ name: 'y'.repeat(101), email, password: 'correct-horse-9' }),
    );
    expect(response.status).toBe(400);
    const rows = await t.db.execute(`select 1 from "user" where email = '${email}'`);
    expect(rows.rows).toHaveLength(0);
  });
});
