import { and, asc, eq, sql } from 'drizzle-orm';
import type { PayerInput, SplitInput } from '../../../shared/expense-split';
import { SPLIT_PROBLEM_MESSAGES, splitMessages } from '../../../shared/expense-split';
import { computeSplit, type SplitMode, splitAmongPayers } from '../../../shared/split';
import type { Db } from '../../db/client';
import { attendees, expensePayers, expenseShares, expenseSplitEntries, gameGuests } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Someone who can be in a split: a member at the game, or a guest one of them brought (owed by that host). */
export interface SplitPerson {
  userId: string | null;
  guestId: string | null;
  /** Who owes the share: the member, or the guest's host. */
  debtorId: string;
}

/**
 * Everyone at the game in a deterministic order — attendees first (confirmed first, said yes first, then by id:
 * the first takes an equal split's remainder, as the spec says), then the guests of attending members in the
 * order they were added. A deleted account's stand-in still shows among a past game's attendees but is charged
 * nothing: nobody could ever pay its share; nor are its guests.
 */
export async function peopleAtGame(db: Db | Tx, gameId: string): Promise<SplitPerson[]> {
  const firstYes = sql`(select min(r.created_at) from rsvps r join game_options o on o.id = r.game_option_id
    where o.game_id = ${attendees.gameId} and r.user_id = ${attendees.userId} and r.response = 'yes')`;
  const formerMember = (userId: unknown) =>
    sql`exists (select 1 from profiles p where p.id = ${userId} and p.former_member)`;
  const [members, guests] = await Promise.all([
    db
      .select({ userId: attendees.userId })
      .from(attendees)
      .where(and(eq(attendees.gameId, gameId), sql`not ${formerMember(attendees.userId)}`))
      .orderBy(asc(attendees.confirmedAt), sql`${firstYes} asc nulls last`, asc(attendees.userId)),
    db
      .select({ guestId: gameGuests.id, hostId: gameGuests.hostId })
      .from(gameGuests)
      .innerJoin(
        attendees,
        and(eq(attendees.gameId, gameGuests.gameId), eq(attendees.userId, gameGuests.hostId)),
      )
      .where(and(eq(gameGuests.gameId, gameId), sql`not ${formerMember(gameGuests.hostId)}`))
      .orderBy(asc(gameGuests.createdAt), asc(gameGuests.id)),
  ]);
  return [
    ...members.map(({ userId }) => ({ userId, guestId: null, debtorId: userId })),
    ...guests.map(({ guestId, hostId }) => ({ userId: null, guestId, debtorId: hostId })),
  ];
}

const badSplit = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, { split: message });
const badPayers = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, { payers: message });

/** What an expense's split and payers come to: the rows to write, or a 400 naming the field. Pure. */
export function deriveSplit(
  amountCents: number,
  people: readonly SplitPerson[],
  split: SplitInput | undefined,
  payers: readonly PayerInput[],
) {
  const chosen = split ?? {
    mode: 'equal' as SplitMode,
    entries: people.map((person) => ({ ...person, weight: 1 })),
  };
  const entries = chosen.entries.map((entry) => {
    const person = people.find((p) =>
      entry.userId ? p.userId === entry.userId : entry.guestId !== undefined && p.guestId === entry.guestId,
    );
    if (!person) throw badSplit(splitMessages.notAtGame);
    return { person, weight: chosen.mode === 'equal' ? 1 : entry.weight };
  });
  const result = computeSplit(
    amountCents,
    chosen.mode,
    entries.map((entry) => entry.weight),
  );
  if (!result.ok) throw badSplit(SPLIT_PROBLEM_MESSAGES[result.problem]);
  if (payers.reduce((sum, payer) => sum + payer.amountCents, 0) !== amountCents) {
    throw badPayers(splitMessages.payersSum);
  }
  const cells = splitAmongPayers(
    result.parts,
    payers.map((payer) => payer.amountCents),
  );
  // One payer: every part is a share, nothing of it rounded away (the spec's equal split keeps its 0 ¢ shares).
  const shares = entries.flatMap(({ person }, i) =>
    payers.flatMap((payer, j) => {
      const amount = cells[i]?.[j] ?? 0;
      if (amount === 0 && payers.length > 1) return [];
      return [
        { userId: person.debtorId, guestId: person.guestId, paidBy: payer.userId, amountCents: amount },
      ];
    }),
  );
  return { mode: chosen.mode, entries, shares };
}

/** The payers as given, each at the game (or, for the one-payer form, `paidBy` as today's rule allows). */
export function checkPayersAtGame(people: readonly SplitPerson[], payers: readonly PayerInput[]) {
  const atGame = new Set(people.filter((person) => person.userId).map((person) => person.userId));
  if (!payers.every((payer) => atGame.has(payer.userId))) throw badPayers(splitMessages.payerNotAtGame);
}

/** Removes an expense's shares, split entries and payers, before they are derived anew. */
export async function clearSplit(tx: Tx, expenseId: string) {
  await tx.delete(expenseShares).where(eq(expenseShares.expenseId, expenseId));
  await tx.delete(expenseSplitEntries).where(eq(expenseSplitEntries.expenseId, expenseId));
  await tx.delete(expensePayers).where(eq(expensePayers.expenseId, expenseId));
}

/** Writes a new expense's payers, split entries and shares in `tx`. */
export async function writeSplit(
  tx: Tx,
  expense: { id: string; groupId: string; createdAt: Date },
  derived: ReturnType<typeof deriveSplit>,
  payers: readonly PayerInput[],
  now: Date,
) {
  await tx.insert(expensePayers).values(
    payers.map((payer, position) => ({
      expenseId: expense.id,
      userId: payer.userId,
      groupId: expense.groupId,
      expenseCreatedAt: expense.createdAt,
      amountCents: payer.amountCents,
      position,
    })),
  );
  await tx.insert(expenseSplitEntries).values(
    derived.entries.map(({ person, weight }, position) => ({
      expenseId: expense.id,
      position,
      userId: person.userId,
      guestId: person.guestId,
      weight,
    })),
  );
  await tx.insert(expenseShares).values(
    derived.shares.map((share) => {
      // What someone owes themselves as a payer is settled at once, as the single payer's own share always was.
      const own = share.userId === share.paidBy;
      return {
        ...share,
        expenseId: expense.id,
        groupId: expense.groupId,
        status: own ? ('settled' as const) : ('pending' as const),
        createdAt: now,
        updatedAt: now,
        ...(own ? { settledAt: now, settledBy: share.paidBy } : {}),
      };
    }),
  );
}
