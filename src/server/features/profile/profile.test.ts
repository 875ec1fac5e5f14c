import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createAgent, json, signUp } from '../../test/agent';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a profile from the name and e-mail at sign-up', async () => {
    const { userId, email } = await signUp(t, '  Robin Quinn ');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ id: userId, email, fullName: 'Robin Quinn', venmoId: null });
  });

  it('recreates a missing profile on the first signed-in request, defaulting the name to User', async () => {
    const { agent, userId, email } = await signUp(t, 'Temporary');
    await t.db.delete(profiles).where(eq(profiles.id, userId));
    await t.db.execute(`update "user" set name = '' where id = '${userId}'`);
    const response = await agent.api.me.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { id: userId, email },
      profile: { fullName: 'User', email },
    });
  });

  it('gives 401 with the error envelope to anonymous callers', async () => {
    const response = await createAgent(t).api.me.$get();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'You must be signed in.' },
    });
  });

  it('signs in with the password and reaches /api/me; signing out ends the session', async () => {
    const { email, password } = await signUp(t, 'Sam Lee');
    const agent = createAgent(t);
    const signIn = await agent.fetch('/api/auth/sign-in/email', json({ email, password }));
    expect(signIn.status).toBe(200);
    expect((await agent.api.me.$get()).status).toBe(200);
    const signOut = await agent.fetch('/api/auth/sign-out', json({}));
    expect(signOut.status).toBe(200);
    expect((await agent.api.me.$get()).status).toBe(401);
  });

  it('answers a wrong password with the server message in the envelope', async () => {
    const { email } = await signUp(t, 'Kim');
    const response = await createAgent(t).fetch(
      '/api/auth/sign-in/email',
      json({ email, password: 'nope-nope-1' }),
    );
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.message).toBe('Invalid email or password');
    expect(body.message).toBe(body.error.message);
  });
});
