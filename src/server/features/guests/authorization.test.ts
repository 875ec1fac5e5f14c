import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestMessages } from '../../../shared/guests';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('guests: who may bring and remove one', () => {
  let t: TestApp;
  let admin: Person;
  let sam: Person;
  let kim: Person;
  let stranger: Person;
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'Ada Admin');
    sam = await signUp(t, 'Sam Host');
    kim = await signUp(t, 'Kim Member');
    stranger = await signUp(t, 'Stan Stranger');
    groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, sam.agent, groupId);
    await joinGroup(admin.agent, kim.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Court', address: '1 Court St', groupId })).id;
  });
  afterAll(() => t.close());

  const bring = (who: Agent, gameId: string, json: { name: string; email?: string }) =>
    who.api.games[':gameId'].guests.$post({ param: { gameId }, json });
  const remove = (who: Agent, gameId: string, guestId: string) =>
    who.api.games[':gameId'].guests[':guestId'].$delete({ param: { gameId, guestId } });
  const guestRows = async (gameId: string) =>
    (await t.db.execute<{ name: string }>(sql`select name from game_guests where game_id = ${gameId}`)).rows;

  async function pollSamSaysYes() {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    await answer(sam.agent, gameId, optionId, 'yes');
    return gameId;
  }

  it('answers 401 to nobody, 404 to a stranger, 409 to a member not going, 201 to one going', async () => {
    const gameId = await pollSamSaysYes();
    expect((await bring(createAgent(t), gameId, { name: 'Jordan' })).status).toBe(401);
    const strangers = await bring(stranger.agent, gameId, { name: 'Jordan' });
    expect(strangers.status).toBe(404);
    const notGoing = await bring(kim.agent, gameId, { name: 'Jordan' });
    expect(notGoing.status).toBe(409);
    expect((await errorOf(notGoing)).message).toBe(guestMessages.notGoing);
    const made = await bring(sam.agent, gameId, { name: '  Jordan  ', email: 'Jordan@Example.test' });
    expect(made.status).toBe(201);
    const { guest } = await made.json();
    expect(guest).toMatchObject({ name: 'Jordan', hostId: sam.userId, email: 'jordan@example.test' });
    expect(await guestRows(gameId)).toEqual([{ name: 'Jordan' }]);
  });

  it('refuses an empty or too long name, or a bad e-mail, with a 400 naming the field, writing nothing', async () => {
    const gameId = await pollSamSaysYes();
    for (const [json, field, message] of [
      [{ name: '   ' }, 'name', guestMessages.nameRequired],
      [{ name: 'J'.repeat(61) }, 'name', guestMessages.nameTooLong],
      [{ name: 'Jordan', email: 'not-an-address' }, 'email', guestMessages.emailInvalid],
    ] as const) {
      const refused = await bring(sam.agent, gameId, json);
      expect(refused.status).toBe(400);
      const error = await errorOf(refused);
      expect(error.fields?.[field]).toBe(message);
    }
    expect((await bring(sam.agent, gameId, { name: 'J'.repeat(60) })).status).toBe(201);
    expect(await guestRows(gameId)).toEqual([{ name: 'J'.repeat(60) }]);
  });

  it('lets the host or an admin remove a guest, not another member or a stranger', async () => {
    const gameId = await pollSamSaysYes();
    const ids: string[] = [];
    for (const name of ['Jordan', 'Riley'])
      ids.push((await (await bring(sam.agent, gameId, { name })).json()).guest.id);
    const [jordan = '', riley = ''] = ids;
    expect((await remove(createAgent(t), gameId, jordan)).status).toBe(401);
    expect((await remove(stranger.agent, gameId, jordan)).status).toBe(404);
    const kims = await remove(kim.agent, gameId, jordan);
    expect(kims.status).toBe(403);
    expect((await errorOf(kims)).message).toBe(guestMessages.removeNotAllowed);
    expect((await remove(sam.agent, gameId, jordan)).status).toBe(200);
    expect((await remove(admin.agent, gameId, riley)).status).toBe(200);
    expect((await remove(admin.agent, gameId, riley)).status).toBe(404);
    expect(await guestRows(gameId)).toEqual([]);
  });

  it('shows the guests on the game page, but each e-mail only to the guest’s host', async () => {
    const gameId = await pollSamSaysYes();
    await bring(sam.agent, gameId, { name: 'Jordan', email: 'jordan@example.test' });
    const seen = async (who: Agent) =>
      (await (await who.api.games[':gameId'].$get({ param: { gameId } })).json()).guests;
    expect(await seen(sam.agent)).toEqual([
      expect.objectContaining({
        name: 'Jordan',
        hostId: sam.userId,
        hostName: 'Sam Host',
        email: 'jordan@example.test',
      }),
    ]);
    for (const other of [kim.agent, admin.agent]) {
      const [guest] = await seen(other);
      expect(guest).toMatchObject({ name: 'Jordan', hostName: 'Sam Host', email: null });
    }
  });
});
