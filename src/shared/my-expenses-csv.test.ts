import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, SHARE_STATUSES } from './constants';
import { CATEGORY_LABELS } from './expenses';
import { parseMinor } from './money-parse';
import {
  MY_EXPENSES_CSV_HEADER,
  type MyExpenseRow,
  myExpenseCsvFields,
  myExpensesCsvFileName,
  myExpensesCsvQuery,
} from './my-expenses-csv';
import { SPLIT_MODES } from './split';

const column = (name: (typeof MY_EXPENSES_CSV_HEADER)[number]) => MY_EXPENSES_CSV_HEADER.indexOf(name);

/** Any row My Expenses could list: an amount and, when the viewer is in the split, their part of it. */
const rows = fc
  .record({
    id: fc.uuid(),
    createdAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    groupName: fc.string(),
    gameTitle: fc.string(),
    category: fc.constantFrom(...EXPENSE_CATEGORIES),
    description: fc.string(),
    payerName: fc.string(),
    currency: fc.constantFrom('USD', 'JPY', 'KWD'),
    amountCents: fc.integer({ min: 1, max: 100_000_000 }),
    share: fc.option(
      fc.record({ permille: fc.integer({ min: 0, max: 1000 }), status: fc.constantFrom(...SHARE_STATUSES) }),
    ),
    openShareCount: fc.nat({ max: 50 }),
    splitMode: fc.constantFrom(...SPLIT_MODES),
    paidFirst: fc.nat({ max: 100_000_000 }),
  })
  .map(
    ({ share, paidFirst, ...row }): MyExpenseRow => ({
      ...row,
      // One payer, or two sharing the amount.
      payers: [
        { fullName: 'First', amountCents: paidFirst % row.amountCents || row.amountCents },
        ...(paidFirst % row.amountCents
          ? [{ fullName: 'Second', amountCents: row.amountCents - (paidFirst % row.amountCents) }]
          : []),
      ],
      myShareCents: share ? Math.floor((row.amountCents * share.permille) / 1000) : null,
      myShareStatus: share ? share.status : null,
    }),
  );

describe('My Expenses as CSV records', () => {
  it('writes one field per header column, amounts as text that reads back as exactly the minor units', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom('UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'), (row, zone) => {
        const fields = myExpenseCsvFields(row, zone);
        expect(fields).toHaveLength(MY_EXPENSES_CSV_HEADER.length);
        const parse = (text: string) => parseMinor(text, row.currency, 'en-US');
        expect(parse(fields[column('amount')] ?? '')).toBe(row.amountCents);
        expect(fields[column('currency')]).toBe(row.currency);
        const share = fields[column('your_share')] ?? '';
        expect(share === '' ? null : parse(share)).toBe(row.myShareCents);
        expect(fields[column('your_share_status')]).toBe(row.myShareStatus ?? '');
        expect(fields[column('expense_status')]).toBe(row.openShareCount > 0 ? 'open' : 'settled');
        expect(fields[column('category')]).toBe(CATEGORY_LABELS[row.category]);
        expect(fields[column('date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fields[column('split')]).toBe(row.splitMode);
        const paid = (fields[column('paid_by')] ?? '')
          .split('; ')
          .map((part) => part.split(' ').at(-1) ?? '');
        expect(paid.map((text) => parse(text) ?? Number.NaN).reduce((sum, cents) => sum + cents, 0)).toBe(
          row.amountCents,
        );
      }),
    );
  });

  it('dates an expense by the viewer’s calendar, not the server’s', () => {
    const row = {
      id: 'e1',
      createdAt: new Date('2026-11-21T02:30:00Z'),
      groupName: 'Crew',
      gameTitle: 'Doubles',
      category: 'court',
      description: 'Court',
      payerName: 'Ann',
      currency: 'EUR',
      amountCents: 5000,
      myShareCents: 1666,
      myShareStatus: 'pending',
      openShareCount: 2,
      payers: [
        { fullName: 'Ann', amountCents: 3000 },
        { fullName: 'Bo', amountCents: 2000 },
      ],
      splitMode: 'shares',
    } satisfies MyExpenseRow;
    expect(myExpenseCsvFields(row, 'UTC')).toEqual([
      'e1',
      '2026-11-21',
      'Crew',
      'Doubles',
      'Court/Venue',
      'Court',
      'Ann',
      '50.00',
      'EUR',
      '16.66',
      'pending',
      'open',
      'Ann 30.00; Bo 20.00',
      'shares',
    ]);
    expect(myExpenseCsvFields(row, 'America/Los_Angeles')[1]).toBe('2026-11-20');
    const yen = myExpenseCsvFields({ ...row, currency: 'JPY', amountCents: 1000, myShareCents: 334 }, 'UTC');
    expect(yen.slice(7, 10)).toEqual(['1000', 'JPY', '334']);
  });

  it('names the file after the filters that narrow it, and takes the list’s filters', () => {
    expect(myExpensesCsvFileName({ period: 'all', status: 'all' })).toBe('my-expenses.csv');
    expect(myExpensesCsvFileName({ period: 'month', status: 'settled' })).toBe(
      'my-expenses-month-settled.csv',
    );
    expect(myExpensesCsvQuery.parse({})).toEqual({ period: 'all', status: 'all', tz: 'UTC' });
    expect(myExpensesCsvQuery.safeParse({ tz: 'Nowhere/Land' }).success).toBe(false);
    expect(myExpensesCsvQuery.safeParse({ period: 'decade' }).success).toBe(false);
  });
});
