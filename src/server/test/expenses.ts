import type { Agent } from './agent';
import { answer, createGame } from './games';
import type { TestApp } from './test-app';

/**
 * A booked game whose attendees are the given people, in that order (the first takes the remainder cent):
 * each says yes a second apart, then the organizer books it and marks it confirmed.
 */
export async function bookedGame(
  t: TestApp,
  organizer: Agent,
  people: Agent[],
  where: { groupId: string; placeId: string; date?: string; title?: string },
) {
  const { gameId, optionId } = await createGame(organizer, where);
  for (const person of people) {
    await answer(person, gameId, optionId, 'yes');
    t.clock.advance(1000);
  }
  const booked = await organizer.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
  if (booked.status !== 200) throw new Error(`book failed: ${booked.status} ${await booked.text()}`);
  const confirmed = await organizer.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
  if (confirmed.status !== 200) throw new Error(`mark booked failed: ${confirmed.status}`);
  return gameId;
}

/** Adds an expense paid by the caller (or `paidBy`) and returns its id. */
export async function addExpense(
  payer: Agent,
  gameId: string,
  amountCents: number,
  fields: {
    description?: string;
    category?: 'court' | 'equipment' | 'food' | 'transportation' | 'other';
  } = {},
) {
  const response = await payer.api.expenses.$post({ json: { gameId, amountCents, ...fields } });
  if (response.status !== 201)
    throw new Error(`add expense failed: ${response.status} ${await response.text()}`);
  return (await response.json()).expense.id;
}
