import type { Agent } from './agent';
import { answer, createGame } from './games';

type Person = { agent: Agent };

/**
 * A game booked through the API whose attendees are `people`, in that order (each says yes, the organizer
 * books it and marks it Confirmed). `tick` moves the test clock between the answers so the order holds.
 */
export async function bookedGame(
  organizer: Agent,
  where: { groupId: string; placeId: string; title?: string; date?: string; durationMinutes?: number },
  people: Person[],
  tick: () => void = () => {},
) {
  const { gameId, optionId } = await createGame(organizer, where);
  for (const person of people) {
    await answer(person.agent, gameId, optionId, 'yes');
    tick();
  }
  const book = await organizer.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
  if (book.status !== 200) throw new Error(`book failed: ${book.status} ${await book.text()}`);
  const booked = await organizer.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
  if (booked.status !== 200) throw new Error(`mark-booked failed: ${booked.status} ${await booked.text()}`);
  return gameId;
}

/** Adds an expense paid by `agent` (or `paidBy`) and returns its id. */
export async function addExpense(agent: Agent, gameId: string, amountCents: number, paidBy?: string) {
  const response = await agent.api.expenses.$post({
    json: { gameId, amountCents, description: 'Court', category: 'court', ...(paidBy ? { paidBy } : {}) },
  });
  if (response.status !== 201)
    throw new Error(`add expense failed: ${response.status} ${await response.text()}`);
  return (await response.json()).expense.id;
}

/** The signed-in user's own share of an expense, as My Expenses lists it. */
export async function myShareOf(agent: Agent, expenseId: string) {
  const { expenses } = await (await agent.api.expenses.$get({ query: {} })).json();
  const row = expenses.find((expense) => expense.id === expenseId);
  if (!row?.myShareId) throw new Error('no share of mine in that expense');
  return { id: row.myShareId, amountCents: row.myShareCents, status: row.myShareStatus };
}
