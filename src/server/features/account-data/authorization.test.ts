import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../test/account-data';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { authorizationMatrix, type MatrixRow } from '../../test/matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The routes act on the signed-in person's own account and take no id, so the callers are: nobody, someone
 * else ('nonMember'), and the account's owner ('member'). Someone else only ever reaches their own account.
 */
const ROLES = ['anonymous', 'nonMember', 'member'] as const;
type Role = (typeof ROLES)[number];
type Person = Awaited<ReturnType<typeof signUp>>;
type World = { owner: Person; other: Person };
const codes = (other: number, owner: number): Record<Role, number> => ({
  anonymous: 401,
  nonMember: other,
  member: owner,
});

const rows: MatrixRow<World, Role>[] = [
  ['GET /account/data', (a) => a.api.account.data.$get({ query: {} }), codes(200, 200)],
  [
    'GET /expenses/export.csv',
    (a) => a.api.expenses['export.csv'].$get({ query: { period: 'month', status: 'pending' } }),
    codes(200, 200),
  ],
  // Someone else giving the owner's password is checked against their own account: a wrong password.
  ['POST /account/delete', (a, w) => deleteAccount(a, { password: w.owner.password }), codes(400, 200)],
];

describe('who may reach Your data', () => {
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
    // Each signs up with the same test password; the other's must differ for the check to mean anything.
    const changed = await other.agent.fetch('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: other.password, newPassword: 'a-different-one-7' }),
    });
    expect(changed.status).toBe(200);
    world = { owner, other };
    return world;
  };

  authorizationMatrix(
    rows,
    () => ({ anonymous, nonMember: world.other.agent, member: world.owner.agent }),
    makeWorld,
    { roles: ROLES, freshWorldPerRole: true },
  );

  it('refuses a deletion sent from another site, with the cookie, and changes nothing', async () => {
    const { owner } = await makeWorld();
    // The test agent always sends the app's own origin, so this request is made by hand with its cookies.
    const cookie = [...owner.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.request('/api/account/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: JSON.stringify({ password: owner.password }),
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBeTruthy();
    expect((await owner.agent.api.me.$get()).status).toBe(200);
  });

  it('refuses a body that is not the form’s with a 400 and a message', async () => {
    const { owner } = await makeWorld();
    for (const body of ['not json', JSON.stringify({ password: 12 }), JSON.stringify({ code: 'abcdef' })]) {
      const response = await owner.agent.fetch('/api/account/delete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBeTruthy();
    }
    expect((await owner.agent.api.me.$get()).status).toBe(200);
  });
});
