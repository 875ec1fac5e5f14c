import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeDebts,
  debtTotals,
  debtTotalsByCurrency,
  expenseShares,
  type OpenShare,
  splitEqually,
} from './settle';

const RUNS = { numRuns: 10_000 };

describe('splitEqually', () => {
  it('gives the spec example: $50.00 among three is $16.68 / $16.66 / $16.66', () => {
    expect(splitEqually(5000, 3)).toEqual([1668, 1666, 1666]);
  });

  it('sums exactly to the amount; parts differ by at most the remainder; the first takes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (amount, people) => {
          const parts = splitEqually(amount, people);
          const remainder = amount % people;
          const sum = parts.reduce((a, b) => a + b, 0);
          const rest = parts.slice(1);
          return (
            sum === amount &&
            parts.every(Number.isInteger) &&
            rest.every((p) => p === Math.floor(amount / people)) &&
            (parts[0] ?? 0) - Math.floor(amount / people) === remainder
          );
        },
      ),
      RUNS,
    );
  });

  it('refuses amounts that are not positive cents', () => {
    expect(() => splitEqually(0, 2)).toThrow();
    expect(() => splitEqually(10.5, 2)).toThrow();
    expect(() => splitEqually(100, 0)).toThrow();
  });
});

describe('expenseShares', () => {
  it("creates the payer's own share settled and the others pending", () => {
    expect(expenseShares(5000, ['a', 'b', 'c'], 'b')).toEqual([
      { userId: 'a', amountCents: 1668, status: 'pending' },
      { userId: 'b', amountCents: 1666, status: 'settled' },
      { userId: 'c', amountCents: 1666, status: 'pending' },
    ]);
  });
});

const people = ['ann', 'ben', 'cat', 'dan', 'eve'];
const openShare = fc.record({
  ids: fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }),
  debtorId: fc.constantFrom(...people),
  creditorId: fc.constantFrom(...people),
  amountCents: fc.integer({ min: 1, max: 1_000_000 }),
  status: fc.constantFrom('pending' as const, 'verifying' as const, 'settled' as const),
  currency: fc.constantFrom('USD', 'EUR', 'JPY'),
});

/** Each person's balance in each currency. */
function balances(items: { from: string; to: string; amount: number; currency: string }[]) {
  const balance = new Map<string, number>();
  for (const { from, to, amount, currency } of items) {
    balance.set(`${from} ${currency}`, (balance.get(`${from} ${currency}`) ?? 0) - amount);
    balance.set(`${to} ${currency}`, (balance.get(`${to} ${currency}`) ?? 0) + amount);
  }
  return Object.fromEntries(
    people.flatMap((p) => ['USD', 'EUR', 'JPY'].map((c) => [`${p} ${c}`, balance.get(`${p} ${c}`) ?? 0])),
  );
}

describe('computeDebts', () => {
  it('nets a pair both ways and covers every share of the pair', () => {
    const shares: OpenShare[] = [
      {
        ids: ['1'],
        debtorId: 'ann',
        creditorId: 'ben',
        amountCents: 1000,
        status: 'pending',
        currency: 'USD',
      },
      {
        ids: ['2'],
        debtorId: 'ben',
        creditorId: 'ann',
        amountCents: 400,
        status: 'pending',
        currency: 'USD',
      },
      {
        ids: ['3'],
        debtorId: 'cat',
        creditorId: 'ben',
        amountCents: 500,
        status: 'verifying',
        currency: 'USD',
      },
    ];
    expect(computeDebts(shares)).toEqual([
      {
        fromUserId: 'ann',
        toUserId: 'ben',
        amountCents: 600,
        currency: 'USD',
        status: 'pending',
        expenseShareIds: ['1', '2'],
      },
      {
        fromUserId: 'cat',
        toUserId: 'ben',
        amountCents: 500,
        currency: 'USD',
        status: 'verifying',
        expenseShareIds: ['3'],
      },
    ]);
    expect(debtTotals(computeDebts(shares), 'ben')).toEqual({ owe: 0, owed: 1100 });
  });

  it("preserves every member's balance, never yields a debt ≤ 0, and covers only open shares", () => {
    fc.assert(
      fc.property(fc.array(openShare, { maxLength: 40 }), (shares) => {
        const debts = computeDebts(shares);
        const open = shares.filter((s) => s.status !== 'settled' && s.debtorId !== s.creditorId);
        const before = balances(
          open.map((s) => ({
            from: s.debtorId,
            to: s.creditorId,
            amount: s.amountCents,
            currency: s.currency,
          })),
        );
        const after = balances(
          debts.map((d) => ({
            from: d.fromUserId,
            to: d.toUserId,
            amount: d.amountCents,
            currency: d.currency,
          })),
        );
        const covered = new Set(debts.flatMap((d) => d.expenseShareIds));
        return (
          JSON.stringify(before) === JSON.stringify(after) &&
          debts.every(
            (d) => d.amountCents > 0 && Number.isInteger(d.amountCents) && d.fromUserId !== d.toUserId,
          ) &&
          [...covered].every((id) => open.some((s) => s.ids.includes(id))) &&
          debts.every((d) =>
            d.expenseShareIds.every((id) =>
              open.some((s) => s.ids.includes(id) && s.currency === d.currency),
            ),
          )
        );
      }),
      RUNS,
    );
  });

  it('never nets or totals amounts of different currencies together', () => {
    const shares: OpenShare[] = [
      {
        ids: ['1'],
        debtorId: 'ann',
        creditorId: 'ben',
        amountCents: 1000,
        status: 'pending',
        currency: 'USD',
      },
      {
        ids: ['2'],
        debtorId: 'ben',
        creditorId: 'ann',
        amountCents: 1000,
        status: 'pending',
        currency: 'EUR',
      },
      {
        ids: ['3'],
        debtorId: 'cat',
        creditorId: 'ann',
        amountCents: 334,
        status: 'pending',
        currency: 'JPY',
      },
    ];
    const debts = computeDebts(shares);
    expect(debts.map((d) => [d.fromUserId, d.toUserId, d.amountCents, d.currency])).toEqual([
      ['ann', 'ben', 1000, 'USD'],
      ['ben', 'ann', 1000, 'EUR'],
      ['cat', 'ann', 334, 'JPY'],
    ]);
    expect(debtTotalsByCurrency(debts, 'ann')).toEqual([
      { currency: 'EUR', owe: 0, owed: 1000 },
      { currency: 'JPY', owe: 0, owed: 334 },
      { currency: 'USD', owe: 1000, owed: 0 },
    ]);
    expect(debtTotalsByCurrency([], 'ann')).toEqual([]);
  });
});
