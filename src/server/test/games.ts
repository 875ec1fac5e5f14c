import type { Agent } from './agent';

/**
 * Creates a game through the API (a poll with one option) and returns its id and first option. The default date
 * is eight days after the tests' clock starts (test-app.ts); against a server process, pass `aWeekAhead()`.
 */
export async function createGame(
  agent: Agent,
  input: {
    groupId: string;
    placeId: string;
    date?: string;
    title?: string;
    minPeopleRequired?: number;
    durationMinutes?: number;
  },
) {
  const response = await agent.api.games.$post({
    json: {
      title: input.title ?? 'Saturday doubles',
      date: input.date ?? '2026-11-28T15:00:00.000Z',
      minPeopleRequired: input.minPeopleRequired ?? 2,
      groupId: input.groupId,
      placeId: input.placeId,
      ...(input.durationMinutes ? { durationMinutes: input.durationMinutes } : {}),
    },
  });
  if (response.status !== 201)
    throw new Error(`create game failed: ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  const detail = await (await agent.api.games[':gameId'].$get({ param: { gameId: id } })).json();
  const optionId = detail.options[0]?.id ?? '';
  return { gameId: id, optionId };
}

export async function answer(
  agent: Agent,
  gameId: string,
  optionId: string,
  response: 'yes' | 'no' | 'maybe' | null,
) {
  const result = await agent.api.games[':gameId'].rsvp.$put({
    param: { gameId },
    json: { optionId, response },
  });
  if (result.status !== 200) throw new Error(`rsvp failed: ${result.status} ${await result.text()}`);
}

/** A booked game that everyone given said yes to and came to, in that order; the first creates and books it. */
export async function bookedGame(people: Agent[], input: { groupId: string; placeId: string }) {
  const [host] = people;
  if (!host) throw new Error('no host');
  const { gameId, optionId } = await createGame(host, input);
  for (const person of people) await answer(person, gameId, optionId, 'yes');
  const param = { gameId };
  const booked = await host.api.games[':gameId'].book.$post({ param, json: { optionId } });
  if (booked.status !== 200) throw new Error(`book failed: ${booked.status} ${await booked.text()}`);
  await host.api.games[':gameId']['mark-booked'].$post({ param });
  return gameId;
}
