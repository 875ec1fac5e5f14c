import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUpdate } from '../../../shared/update-text';
import { downloadData } from '../../test/account-data';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entriesOf } from '../../test/updates';

// Issue 61 item 4: an answer may carry a short note, shown beside it on the game and in the organiser's feed;
// clearing the answer clears the note.
describe('a note with an answer', () => {
  let t: TestApp;
  let organiser: Awaited<ReturnType<typeof signUp>>;
  let sam: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let gameId: string;
  let optionId: string;

  const put = (agent: Agent, json: Record<string, unknown>) =>
    agent.api.games[':gameId'].rsvp.$put({ param: { gameId }, json: { optionId, ...json } as never });
  const answersOn = async (agent: Agent) => {
    const detail = await (await agent.api.games[':gameId'].$get({ param: { gameId } })).json();
    return detail.options[0]?.rsvps.map((answer) => [answer.fullName, answer.response, answer.note]) ?? [];
  };
  const notesTold = async () =>
    (await entriesOf(t.db, organiser.userId)).filter((entry) => entry.kind === 'rsvp_note');

  beforeAll(async () => {
    t = await createTestApp();
    [organiser, sam, stranger] = [await signUp(t, 'Olive'), await signUp(t, 'Sam'), await signUp(t, 'Stu')];
    const groupId = await createGroup(organiser.agent, `Notes ${Date.now()}`);
    await joinGroup(organiser.agent, sam.agent, groupId);
    const placeId = (
      await createPlace(organiser.agent, { name: 'Note Court', address: '1 Note St', groupId })
    ).id;
    ({ gameId, optionId } = await createGame(organiser.agent, { groupId, placeId, title: 'Friday doubles' }));
  });
  afterAll(() => t.close());

  it('keeps the note with the answer, shows it on the game and tells the organiser once', async () => {
    const response = await put(sam.agent, { response: 'maybe', note: '  maybe — know by Friday  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ response: 'maybe', note: 'maybe — know by Friday' });
    expect(await answersOn(organiser.agent)).toEqual([['Sam', 'maybe', 'maybe — know by Friday']]);
    const told = await notesTold();
    expect(told).toHaveLength(1);
    expect(describeUpdate({ ...told[0], groupId: null, data: told[0]?.data ?? {} } as never, 'UTC')).toBe(
      'Sam answered Maybe on Friday doubles: “maybe — know by Friday”',
    );
    // Answer changed without a note: the note stays, and the organiser is not told again.
    expect((await put(sam.agent, { response: 'yes' })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([['Sam', 'yes', 'maybe — know by Friday']]);
    expect(await notesTold()).toHaveLength(1);
  });

  it('takes the note off with an empty one, and with the answer when it is cleared', async () => {
    expect((await put(sam.agent, { response: 'yes', note: 'bringing balls' })).status).toBe(200);
    expect(await notesTold()).toHaveLength(2);
    expect((await put(sam.agent, { response: 'yes', note: '' })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([['Sam', 'yes', null]]);
    expect((await put(sam.agent, { response: 'no', note: 'sorry' })).status).toBe(200);
    expect((await put(sam.agent, { response: null })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([]);
    // Answering again starts with no note: the cleared answer took it.
    expect((await put(sam.agent, { response: 'maybe' })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([['Sam', 'maybe', null]]);
  });

  it('refuses a note over 140 characters or of the wrong type, changing nothing', async () => {
    for (const note of ['x'.repeat(141), 42, ['a'], { a: 1 }]) {
      const response = await put(sam.agent, { response: 'yes', note });
      expect(response.status).toBe(400);
      if (typeof note === 'string')
        expect((await errorOf(response)).message).toBe('A note can be at most 140 characters');
    }
    expect((await put(sam.agent, { response: 'yes', note: 'y'.repeat(140) })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([['Sam', 'yes', 'y'.repeat(140)]]);
  });

  it('stores hostile text inert, as text', async () => {
    const note = '<script>alert(1)</script>\u202Eevil';
    expect((await put(sam.agent, { response: 'yes', note })).status).toBe(200);
    expect(await answersOn(sam.agent)).toEqual([['Sam', 'yes', note]]);
  });

  it("is in the person's own data download", async () => {
    expect((await put(sam.agent, { response: 'maybe', note: 'ask me Friday' })).status).toBe(200);
    const { text } = await downloadData(sam.agent);
    const answers = (JSON.parse(text) as { answers: { gameId: string; note: string | null }[] }).answers;
    expect(answers.find((answer) => answer.gameId === gameId)?.note).toBe('ask me Friday');
  });

  it('lets no one outside the group write or read a note', async () => {
    expect((await put(stranger.agent, { response: 'yes', note: 'let me in' })).status).toBe(404);
    expect((await put(createAgent(t), { response: 'yes', note: 'hi' })).status).toBe(401);
    expect((await stranger.agent.api.games[':gameId'].$get({ param: { gameId } })).status).toBe(404);
  });
});
