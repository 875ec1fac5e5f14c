import type { ShareStatus } from './constants';

/**
 * Splits an amount of cents equally; the remainder cents go to the first person (spec 001 §9).
 * Invariant: the parts sum exactly to the amount and differ by at most the remainder.
 */
export function splitEqually(amountCents: number, people: number): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('amount must be positive cents');
  if (!Number.isInteger(people) || people <= 0) throw new RangeError('need at least one person');
  const base = Math.floor(amountCents / people);
  const remainder = amountCents - base * people;
  return Array.from({ length: people }, (_, i) => (i === 0 ? base + remainder : base));
}

export interface NewShare {
  userId: string;
  amountCents: number;
  status: ShareStatus;
}

/** The shares of an expense among the attendees in the order given; the payer's own share is already settled. */
export function expenseShares(
  amountCents: number,
  attendeeIds: readonly string[],
  payerId: string,
): NewShare[] {
  const parts = splitEqually(amountCents, attendeeIds.length);
  return attendeeIds.map((userId, i) => ({
    userId,
    amountCents: parts[i] ?? 0,
    status: userId === payerId ? 'settled' : 'pending',
  }));
}

/** One share, or several shares of the same debtor, creditor and status already summed. */
export interface OpenShare {
  ids: readonly string[];
  /** Who owes: the share's user. */
  debtorId: string;
  /** Who is owed: the expense's payer. */
  creditorId: string;
  amountCents: number;
  status: ShareStatus;
}

export interface Debt {
  fromUserId: string;
  toUserId: string;
  amountCents: number;
  /** pending until the debtor marks it paid, then verifying until the creditor confirms. */
  status: 'pending' | 'verifying';
  expenseShareIds: string[];
}

/**
 * Nets open shares into one debt per pair of people and status: what A owes B minus what B owes A.
 * Pending and verifying shares are netted apart, so a payment awaiting confirmation stays one row.
 * Invariants: every person's balance (owed minus owing) is preserved; no debt is ≤ 0.
 */
export function computeDebts(shares: readonly OpenShare[]): Debt[] {
  const pairs = new Map<
    string,
    { a: string; b: string; status: Debt['status']; net: number; ids: string[] }
  >();
  for (const share of shares) {
    if (share.status === 'settled' || share.debtorId === share.creditorId) continue;
    const [a, b] =
      share.debtorId < share.creditorId
        ? [share.debtorId, share.creditorId]
        : [share.creditorId, share.debtorId];
    const key = `${share.status}|${a}|${b}`;
    const pair = pairs.get(key) ?? { a, b, status: share.status, net: 0, ids: [] };
    // Positive net: a owes b.
    pair.net += share.debtorId === a ? share.amountCents : -share.amountCents;
    pair.ids.push(...share.ids);
    pairs.set(key, pair);
  }
  const debts: Debt[] = [];
  for (const { a, b, status, net, ids } of pairs.values()) {
    if (net === 0) continue;
    debts.push({
      fromUserId: net > 0 ? a : b,
      toUserId: net > 0 ? b : a,
      amountCents: Math.abs(net),
      status,
      expenseShareIds: ids,
    });
  }
  return debts.sort((x, y) => y.amountCents - x.amountCents || x.fromUserId.localeCompare(y.fromUserId));
}

/** What the user owes and is owed across debts, in cents. */
export function debtTotals(debts: readonly Debt[], userId: string): { owe: number; owed: number } {
  let owe = 0;
  let owed = 0;
  for (const debt of debts) {
    if (debt.fromUserId === userId) owe += debt.amountCents;
    if (debt.toUserId === userId) owed += debt.amountCents;
  }
  return { owe, owed };
}
