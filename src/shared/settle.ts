import type { ShareStatus } from './constants';

/**
 * Splits an amount in minor units (cents, yen, fils) equally; the remainder units go to the first person
 * (spec 001 §9), whatever the currency's decimals. Invariant: the parts sum exactly to the amount and
 * differ by at most the remainder.
 */
export function splitEqually(amountCents: number, people: number): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('amount must be a positive number of minor units');
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

/** One share, or several shares of the same debtor, creditor, status and currency already summed. */
export interface OpenShare {
  ids: readonly string[];
  /** Who owes: the share's user. */
  debtorId: string;
  /** Who is owed: the expense's payer. */
  creditorId: string;
  /** In the currency's minor unit. */
  amountCents: number;
  status: ShareStatus;
  /** The currency of the expense's group. */
  currency: string;
}

export interface Debt {
  fromUserId: string;
  toUserId: string;
  /** In the currency's minor unit. */
  amountCents: number;
  currency: string;
  /** pending until the debtor marks it paid, then verifying until the creditor confirms. */
  status: 'pending' | 'verifying';
  expenseShareIds: string[];
}

/**
 * Nets open shares into one debt per pair of people, status and currency: what A owes B minus what B owes A.
 * Pending and verifying shares are netted apart, so a payment awaiting confirmation stays one row; amounts of
 * different currencies never meet. Invariants: every person's balance (owed minus owing) in each currency is
 * preserved; no debt is ≤ 0.
 */
export function computeDebts(shares: readonly OpenShare[]): Debt[] {
  const pairs = new Map<
    string,
    { a: string; b: string; status: Debt['status']; currency: string; net: number; ids: string[] }
  >();
  for (const share of shares) {
    if (share.status === 'settled' || share.debtorId === share.creditorId) continue;
    const [a, b] =
      share.debtorId < share.creditorId
        ? [share.debtorId, share.creditorId]
        : [share.creditorId, share.debtorId];
    const key = `${share.status}|${share.currency}|${a}|${b}`;
    const pair = pairs.get(key) ?? { a, b, status: share.status, currency: share.currency, net: 0, ids: [] };
    // Positive net: a owes b.
    pair.net += share.debtorId === a ? share.amountCents : -share.amountCents;
    pair.ids.push(...share.ids);
    pairs.set(key, pair);
  }
  const debts: Debt[] = [];
  for (const { a, b, status, currency, net, ids } of pairs.values()) {
    if (net === 0) continue;
    debts.push({
      fromUserId: net > 0 ? a : b,
      toUserId: net > 0 ? b : a,
      amountCents: Math.abs(net),
      currency,
      status,
      expenseShareIds: ids,
    });
  }
  return debts.sort((x, y) => y.amountCents - x.amountCents || x.fromUserId.localeCompare(y.fromUserId));
}

/** What the user owes and is owed across debts of one currency (one group's), in its minor unit. */
export function debtTotals(debts: readonly Debt[], userId: string): { owe: number; owed: number } {
  let owe = 0;
  let owed = 0;
  for (const debt of debts) {
    if (debt.fromUserId === userId) owe += debt.amountCents;
    if (debt.toUserId === userId) owed += debt.amountCents;
  }
  return { owe, owed };
}

export interface CurrencyTotals {
  currency: string;
  owe: number;
  owed: number;
}

/**
 * What the user owes and is owed, one entry per currency of their debts in code order: amounts of
 * different currencies are never added. No debts, no entries.
 */
export function debtTotalsByCurrency(debts: readonly Debt[], userId: string): CurrencyTotals[] {
  const currencies = [...new Set(debts.map((debt) => debt.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    ...debtTotals(
      debts.filter((debt) => debt.currency === currency),
      userId,
    ),
  }));
}
