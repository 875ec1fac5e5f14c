import { randomUUID } from 'node:crypto';
import type { Agent } from './agent';

/** Posts to a game's discussion with an id of the caller's choosing (a new one unless given). */
export function postToGame(
  agent: Agent,
  gameId: string,
  body: string,
  extra: { id?: string; mentions?: string[] } = {},
) {
  return agent.api.games[':gameId'].messages.$post({
    param: { gameId },
    json: { id: extra.id ?? randomUUID(), body, ...(extra.mentions ? { mentions: extra.mentions } : {}) },
  });
}

/** Posts to a group's board. */
export function postToBoard(agent: Agent, groupId: string, body: string, id: string = randomUUID()) {
  return agent.api.groups[':groupId'].messages.$post({ param: { groupId }, json: { id, body } });
}

/** Posts and returns the stored message, failing on anything but 201. */
export async function gameMessage(agent: Agent, gameId: string, body: string, mentions?: string[]) {
  const response = await postToGame(agent, gameId, body, mentions ? { mentions } : {});
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return (await response.json()).message;
}

/** A game's first page (or the page before `cursor`), failing on anything but 200. */
export async function gameThreadOf(agent: Agent, gameId: string, cursor?: string) {
  const response = await agent.api.games[':gameId'].messages.$get({
    param: { gameId },
    query: cursor ? { cursor } : {},
  });
  if (response.status !== 200) throw new Error(`read failed: ${response.status} ${await response.text()}`);
  return response.json();
}
