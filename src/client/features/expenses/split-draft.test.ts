import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { minorToInputText } from '../../../shared/money';
import {
  draftsOf,
  leftToAssign,
  newSplitDraft,
  type PayersDraft,
  payersLeft,
  payersOutcome,
  readWeight,
  type SplitDraft,
  type SplitPerson,
  splitOutcome,
  tickedWeights,
  weightToText,
} from './split-draft';

const person = (name: string, guest = false): SplitPerson => ({
  key: guest ? `guest:${name}` : `user:${name}`,
  userId: guest ? null : name,
  guestId: guest ? name : null,
  name,
});
const ALEX = person('alex');
const SAM = person('sam');
const KIM = person('kim');
const JORDAN = person('jordan', true);
const PEOPLE = [ALEX, SAM, KIM];

/** A draft in `mode` with the given weights typed for each person, by key. */
function typed(mode: SplitDraft['mode'], weights: Record<string, string>, unticked: string[] = []) {
  const draft = newSplitDraft();
  return { ...draft, mode, unticked, weights: { ...draft.weights, [mode]: weights } };
}

const RUNS = { numRuns: 500 };
const CURRENCIES = ['USD', 'EUR', 'JPY', 'KWD'];

describe('the split as the form types it', () => {
  it('equally among everyone sends no split: the server’s default, the spec’s rule', () => {
    const outcome = splitOutcome(newSplitDraft(), PEOPLE, 5000, 'USD', 'en');
    expect(outcome).toEqual({
      ok: true,
      split: undefined,
      parts: new Map([
        ['user:alex', 1668],
        ['user:sam', 1666],
        ['user:kim', 1666],
      ]),
    });
  });

  it('equally among some sends who is in it; a guest goes by their guest id', () => {
    const outcome = splitOutcome(typed('equal', {}, ['user:kim']), [...PEOPLE, JORDAN], 3000, 'USD', 'en');
    expect(outcome.ok && outcome.split).toEqual({
      mode: 'equal',
      entries: [
        { userId: 'alex', weight: 1 },
        { userId: 'sam', weight: 1 },
        { guestId: 'jordan', weight: 1 },
      ],
    });
  });

  it('splits $50.00 by shares 2 / 1 / 1 as $25.00 / $12.50 / $12.50; untyped shares count one', () => {
    const outcome = splitOutcome(typed('shares', { 'user:alex': '2' }), PEOPLE, 5000, 'USD', 'en');
    expect(outcome.ok && [...outcome.parts.values()]).toEqual([2500, 1250, 1250]);
    expect(outcome.ok && outcome.split?.entries.map((entry) => entry.weight)).toEqual([2, 1, 1]);
  });

  it('refuses nobody ticked, a zero or unreadable weight, and sums that do not add up', () => {
    const all = PEOPLE.map((p) => p.key);
    expect(splitOutcome(typed('equal', {}, all), PEOPLE, 100, 'USD', 'en')).toEqual({
      ok: false,
      problem: 'noOne',
    });
    expect(splitOutcome(typed('shares', { 'user:sam': '0' }), PEOPLE, 100, 'USD', 'en')).toEqual({
      ok: false,
      problem: 'badWeight',
    });
    expect(splitOutcome(typed('shares', { 'user:sam': 'two' }), PEOPLE, 100, 'USD', 'en')).toMatchObject({
      ok: false,
    });
    const exact = { 'user:alex': '10', 'user:sam': '10', 'user:kim': '10' };
    expect(splitOutcome(typed('exact', exact), PEOPLE, 5000, 'USD', 'en')).toEqual({
      ok: false,
      problem: 'exactSum',
    });
    const percent = { 'user:alex': '50', 'user:sam': '25', 'user:kim': '20' };
    expect(splitOutcome(typed('percentage', percent), PEOPLE, 5000, 'USD', 'en')).toEqual({
      ok: false,
      problem: 'percentSum',
    });
  });

  it('reads amounts and percentages the viewer’s way', () => {
    expect(readWeight('exact', '12,50', 'EUR', 'de')).toBe(1250);
    expect(readWeight('exact', '12.50', 'USD', 'en')).toBe(1250);
    expect(readWeight('percentage', '33,33 %', 'EUR', 'fr')).toBe(3333);
    expect(readWeight('percentage', '12.5', 'USD', 'en')).toBe(1250);
    expect(readWeight('percentage', '12.345', 'USD', 'en')).toBeNull();
    expect(readWeight('shares', '2.5', 'USD', 'en')).toBeNull();
  });

  it('shows what is left: of the total for amounts, of 100 % for percentages, negative when over', () => {
    const exact = typed('exact', { 'user:alex': '30.00', 'user:sam': '12,5x' });
    const weights = tickedWeights(exact, PEOPLE, 'USD', 'en').map(({ weight }) => weight);
    expect(leftToAssign('exact', 5000, weights)).toBe(2000);
    expect(leftToAssign('exact', null, weights)).toBeNull();
    expect(leftToAssign('exact', 2500, weights)).toBe(-500);
    expect(leftToAssign('percentage', null, [5000, 2500])).toBe(2500);
    expect(leftToAssign('shares', 5000, [1, 2])).toBeNull();
  });

  it('left to assign is zero exactly when typed amounts split the total, in every currency and language', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (amounts, off, currency, locale) => {
          const total = amounts.reduce((a, b) => a + b, 0) + off;
          fc.pre(total > 0);
          const people = amounts.map((_, i) => person(`p${i}`));
          const draft = typed(
            'exact',
            Object.fromEntries(
              people.map((p, i) => [p.key, minorToInputText(amounts[i] ?? 0, currency, locale)]),
            ),
          );
          const weights = tickedWeights(draft, people, currency, locale).map(({ weight }) => weight);
          expect(weights).toEqual(amounts);
          const left = leftToAssign('exact', total, weights);
          expect(left).toBe(off);
          const outcome = splitOutcome(draft, people, total, currency, locale);
          expect(outcome.ok).toBe(left === 0);
          if (outcome.ok) expect([...outcome.parts.values()].reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
      RUNS,
    );
  });

  it('every stored weight reopens as the same weight in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('shares', 'exact', 'percentage' as const),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (mode, weight, currency, locale) => {
          const text = weightToText(mode, weight, currency, locale);
          expect(readWeight(mode, text, currency, locale)).toBe(weight);
        },
      ),
      RUNS,
    );
  });
});

describe('who paid, as the form types it', () => {
  const several = (amounts: Record<string, string>): PayersDraft => ({
    several: true,
    paidBy: 'alex',
    amounts,
  });

  it('one payer is sent as before', () => {
    expect(payersOutcome({ several: false, paidBy: 'sam', amounts: {} }, [], 5000, 'USD', 'en')).toEqual({
      ok: true,
      paidBy: 'sam',
    });
  });

  it('several payers of $30.00 and $20.00 for $50.00, in the form’s order; empty fields did not pay', () => {
    const draft = several({ sam: '20', alex: '30.00', kim: '' });
    expect(payersOutcome(draft, ['alex', 'sam', 'kim'], 5000, 'USD', 'en')).toEqual({
      ok: true,
      payers: [
        { userId: 'alex', amountCents: 3000 },
        { userId: 'sam', amountCents: 2000 },
      ],
    });
    expect(payersLeft(draft, 5000, 'USD', 'en')).toBe(0);
    expect(payersLeft(several({ alex: '30' }), 5000, 'USD', 'en')).toBe(2000);
    expect(payersOutcome(several({ alex: '30' }), ['alex'], 5000, 'USD', 'en')).toEqual({ ok: false });
    expect(payersOutcome(several({ alex: '50', sam: 'x' }), ['alex', 'sam'], 5000, 'USD', 'en')).toEqual({
      ok: false,
    });
  });
});

describe('reopening a stored expense', () => {
  it('ticks who was in the split with their weights, and lists several payers with their amounts', () => {
    const drafts = draftsOf(
      {
        splitMode: 'percentage',
        entries: [
          { userId: 'alex', guestId: null, weight: 5000 },
          { userId: null, guestId: 'jordan', weight: 5000 },
        ],
        payers: [
          { userId: 'alex', amountCents: 3000 },
          { userId: 'sam', amountCents: 2000 },
        ],
      },
      [...PEOPLE, JORDAN],
      'EUR',
      'de',
    );
    expect(drafts.split.mode).toBe('percentage');
    expect(drafts.split.unticked).toEqual(['user:sam', 'user:kim']);
    expect(drafts.split.weights.percentage).toEqual({ 'user:alex': '50', 'guest:jordan': '50' });
    expect(drafts.payers).toEqual({
      several: true,
      paidBy: 'alex',
      amounts: { alex: '30,00', sam: '20,00' },
    });
  });

  it('an expense stored before splits reopens as equally among everyone, its one payer chosen', () => {
    const drafts = draftsOf(
      { splitMode: 'equal', entries: null, payers: [{ userId: 'sam', amountCents: 5000 }] },
      PEOPLE,
      'USD',
      'en',
    );
    expect(drafts.split).toEqual(newSplitDraft());
    expect(drafts.payers).toEqual({ several: false, paidBy: 'sam', amounts: {} });
  });
});
