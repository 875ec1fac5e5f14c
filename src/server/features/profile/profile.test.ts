import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '../../../shared/profile';
import { profiles, user } from '../../db/schema';
import { createAgent, errorOf, json, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
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

  it('saves the full name, Venmo and Zelle ids; the name is also the session user’s name', async () => {
    const { agent, userId, email } = await signUp(t, 'Robin Old');
    const response = await agent.api.me.$patch({
      json: { fullName: '  Robin New ', venmoId: '@robin-new_1', zelleId: '+1 (415) 555-0134' },
    });
    expect(response.status).toBe(200);
    const saved = { fullName: 'Robin New', email, venmoId: 'robin-new_1', zelleId: '415-555-0134' };
    expect((await response.json()).profile).toMatchObject(saved);
    expect((await (await agent.api.me.$get()).json()).profile).toMatchObject(saved);
    const session = await agent.fetch('/api/auth/get-session');
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Robin New');
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(row?.name).toBe('Robin New');

    // An e-mail is a Zelle id too; blank ids clear what was saved; absent fields stay as they were.
    await agent.api.me.$patch({ json: { zelleId: ' robin@bank.test ' } });
    expect((await (await agent.api.me.$get()).json()).profile.zelleId).toBe('robin@bank.test');
    await agent.api.me.$patch({ json: { venmoId: '', zelleId: null } });
    expect((await (await agent.api.me.$get()).json()).profile).toMatchObject({
      fullName: 'Robin New',
      venmoId: null,
      zelleId: null,
    });
  });

  it('refuses a blank name, a bad Venmo or Zelle id and any new e-mail with 400, changing nothing', async () => {
    const { agent, email } = await signUp(t, 'Kept Name');
    await agent.api.me.$patch({ json: { venmoId: 'kept-venmo' } });
    const cases = [
      [{ fullName: '   ', venmoId: 'new-venmo' }, 'fullName', profileMessages.nameRequired],
      [{ venmoId: 'no' }, 'venmoId', profileMessages.venmoInvalid],
      [{ venmoId: 'has space here' }, 'venmoId', profileMessages.venmoInvalid],
      [{ zelleId: '555-0134' }, 'zelleId', profileMessages.zelleInvalid],
      [{ zelleId: 'robin@' }, 'zelleId', profileMessages.zelleInvalid],
      [{ fullName: 'New Name', email: 'other@example.test' }, 'email', profileMessages.emailReadOnly],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await agent.api.me.$patch({ json: body as never });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    }
    expect((await (await agent.api.me.$get()).json()).profile).toMatchObject({
      fullName: 'Kept Name',
      email,
      venmoId: 'kept-venmo',
      zelleId: null,
    });
  });

  it('refuses anonymous profile changes with 401', async () => {
    const response = await createAgent(t).api.me.$patch({ json: { fullName: 'Nobody' } });
    expect(response.status).toBe(401);
  });

  it('offers the saved Venmo and Zelle ids to the people who owe this user on Settle Up', async () => {
    const payer = await signUp(t, 'Pat Payer');
    const friend = await signUp(t, 'Ada Friend');
    const groupId = await createGroup(payer.agent);
    await joinGroup(payer.agent, friend.agent, groupId);
    const placeId = (await createPlace(payer.agent, { name: 'Pay Court', address: '5 Pay St', groupId })).id;
    const { gameId, optionId } = await createGame(payer.agent, { groupId, placeId });
    await answer(payer.agent, gameId, optionId, 'yes');
    await answer(friend.agent, gameId, optionId, 'yes');
    await payer.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    await payer.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    const expense = await payer.agent.api.expenses.$post({
      json: { gameId, amountCents: 2000, description: 'Court', category: 'court' },
    });
    expect(expense.status).toBe(201);

    await payer.agent.api.me.$patch({ json: { venmoId: 'pat-payer', zelleId: '(212) 555-0199' } });
    const { debts } = await (await friend.agent.api['settle-up'].$get()).json();
    expect(debts).toMatchObject([
      { toUser: { id: payer.userId, fullName: 'Pat Payer', venmoId: 'pat-payer', zelleId: '212-555-0199' } },
    ]);
  });
});
