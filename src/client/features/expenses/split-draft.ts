import type { PayerInput, SplitInput } from '../../../shared/expense-split';
import { minorToInputText } from '../../../shared/money';
import { parseMinor, readDecimal } from '../../../shared/money-parse';
import {
  computeSplit,
  SPLIT_MODES,
  type SplitMode,
  type SplitProblem,
  WHOLE_PERCENT,
} from '../../../shared/split';

/**
 * The Create / Edit Expense form's split and payers as typed, and what they mean: the weights read the viewer's
 * way, what is left to assign, and the request's `split` and `payers`. Pure, so the form's arithmetic is tested
 * without a browser; the server checks it all again with the same shared functions.
 */

/** Someone who can be in a split: a member at the game, or a guest one of them brought. */
export interface SplitPerson {
  key: string;
  userId: string | null;
  guestId: string | null;
  name: string;
}

/** The split as typed: the mode, who is ticked (unlisted: ticked), and each mode's weights as text. */
export interface SplitDraft {
  mode: SplitMode;
  unticked: readonly string[];
  weights: Record<SplitMode, Record<string, string>>;
}

/** Who paid as typed: one payer, or several with the amount each paid as text. */
export interface PayersDraft {
  several: boolean;
  paidBy: string;
  amounts: Record<string, string>;
}

/** The largest weight or amount the server takes. */
const MAX_WEIGHT = 100_000_000;

export const personKey = (entry: { userId?: string | null; guestId?: string | null }): string =>
  entry.guestId ? `guest:${entry.guestId}` : `user:${entry.userId ?? ''}`;

const noWeights = (): Record<SplitMode, Record<string, string>> => ({
  equal: {},
  shares: {},
  exact: {},
  percentage: {},
});

/** The one-tap default: equally among everyone at the game. */
export const newSplitDraft = (): SplitDraft => ({ mode: 'equal', unticked: [], weights: noWeights() });

export const isTicked = (draft: SplitDraft, key: string): boolean => !draft.unticked.includes(key);

/** What a person's weight field shows: as typed, else one share each (the equal split) or empty. */
export const weightText = (draft: SplitDraft, key: string): string =>
  draft.weights[draft.mode][key] ?? (draft.mode === 'shares' ? '1' : '');

/**
 * A weight typed the viewer's way, as the API takes it: a whole number of shares, an amount in minor units, or a
 * percentage in hundredths ('12,5' in German → 1250). Null when it cannot be read; zero stays zero (refused later).
 */
export function readWeight(mode: SplitMode, text: string, currency: string, locale: string): number | null {
  if (mode === 'equal') return 1;
  if (mode === 'exact') return parseMinor(text, currency, locale);
  if (mode === 'shares') return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null;
  const read = readDecimal(text.replace(/%/g, ''), currency, locale);
  if (!read || read.fraction.length > 2) return null;
  const hundredths = Number(`${read.whole}${read.fraction.padEnd(2, '0')}`);
  return Number.isSafeInteger(hundredths) ? hundredths : null;
}

/** A stored weight as its field shows it when an edit reopens the split. */
export function weightToText(mode: SplitMode, weight: number, currency: string, locale: string): string {
  if (mode === 'exact') return minorToInputText(weight, currency, locale);
  if (mode === 'percentage')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
      weight / 100,
    );
  return String(weight);
}

/** The ticked people in the form's order, with their weights read (null: unreadable). */
export function tickedWeights(
  draft: SplitDraft,
  people: readonly SplitPerson[],
  currency: string,
  locale: string,
): { person: SplitPerson; weight: number | null }[] {
  return people
    .filter((person) => isTicked(draft, person.key))
    .map((person) => ({
      person,
      weight: readWeight(draft.mode, weightText(draft, person.key), currency, locale),
    }));
}

/**
 * What is still to assign: minor units of the total for exact amounts (null until the total reads), hundredths
 * of a per cent for percentages; negative when too much is assigned. Null for the modes that need no sum.
 * Unreadable fields count as nothing, so the figure moves as the viewer types.
 */
export function leftToAssign(mode: SplitMode, total: number | null, weights: readonly (number | null)[]) {
  const assigned = weights.reduce<number>((sum, weight) => sum + (weight ?? 0), 0);
  if (mode === 'exact') return total === null ? null : total - assigned;
  if (mode === 'percentage') return WHOLE_PERCENT - assigned;
  return null;
}

export type SplitOutcome =
  | { ok: true; split: SplitInput | undefined; parts: Map<string, number> }
  | { ok: false; problem: SplitProblem };

/**
 * The request's `split` for the typed total, and each ticked person's part (to show beside them), or why it
 * cannot be split. Equally among everyone is sent as no split at all: the server's own default, the spec's rule.
 */
export function splitOutcome(
  draft: SplitDraft,
  people: readonly SplitPerson[],
  total: number,
  currency: string,
  locale: string,
): SplitOutcome {
  const ticked = tickedWeights(draft, people, currency, locale);
  if (ticked.length === 0) return { ok: false, problem: 'noOne' };
  const weights = ticked.map(({ weight }) => weight);
  if (!weights.every((weight): weight is number => weight !== null && weight > 0 && weight <= MAX_WEIGHT))
    return { ok: false, problem: 'badWeight' };
  const result = computeSplit(total, draft.mode, weights);
  if (!result.ok) return result;
  const parts = new Map(ticked.map(({ person }, i) => [person.key, result.parts[i] ?? 0]));
  if (draft.mode === 'equal' && ticked.length === people.length) return { ok: true, split: undefined, parts };
  const entries = ticked.map(({ person }, i) => ({
    ...(person.guestId ? { guestId: person.guestId } : { userId: person.userId ?? '' }),
    weight: draft.mode === 'equal' ? 1 : (weights[i] ?? 1),
  }));
  return { ok: true, split: { mode: draft.mode, entries }, parts };
}

/** What the payers typed still leave of the total (minor units; negative when too much), or null. */
export function payersLeft(
  draft: PayersDraft,
  total: number | null,
  currency: string,
  locale: string,
): number | null {
  if (!draft.several || total === null) return null;
  const paid = Object.values(draft.amounts).reduce(
    (sum, text) => sum + (parseMinor(text, currency, locale) ?? 0),
    0,
  );
  return total - paid;
}

export type PayersOutcome = { ok: true; paidBy?: string; payers?: PayerInput[] } | { ok: false };

/**
 * The request's one payer (`paidBy`, as before) or several payers, each with a readable amount above zero, in
 * the order of `payerIds`, adding up to the total; an empty field is someone who did not pay.
 */
export function payersOutcome(
  draft: PayersDraft,
  payerIds: readonly string[],
  total: number,
  currency: string,
  locale: string,
): PayersOutcome {
  if (!draft.several) return draft.paidBy ? { ok: true, paidBy: draft.paidBy } : { ok: false };
  const payers: PayerInput[] = [];
  for (const userId of payerIds) {
    const text = (draft.amounts[userId] ?? '').trim();
    if (text === '') continue;
    const amountCents = parseMinor(text, currency, locale);
    if (amountCents === null || amountCents > MAX_WEIGHT) return { ok: false };
    if (amountCents > 0) payers.push({ userId, amountCents });
  }
  const paid = payers.reduce((sum, payer) => sum + payer.amountCents, 0);
  return payers.length > 0 && paid === total ? { ok: true, payers } : { ok: false };
}

/** An expense's split and payers as stored, to reopen them in the form as they were entered. */
export interface StoredSplit {
  splitMode: string;
  entries: readonly { userId: string | null; guestId: string | null; weight: number }[] | null;
  payers: readonly { userId: string; amountCents: number }[];
}

export function draftsOf(
  stored: StoredSplit,
  people: readonly SplitPerson[],
  currency: string,
  locale: string,
): { split: SplitDraft; payers: PayersDraft } {
  const mode = (SPLIT_MODES as readonly string[]).includes(stored.splitMode)
    ? (stored.splitMode as SplitMode)
    : 'equal';
  const entries = stored.entries ?? [];
  const inSplit = new Set(entries.map(personKey));
  const weights = noWeights();
  if (mode !== 'equal')
    for (const entry of entries)
      weights[mode][personKey(entry)] = weightToText(mode, entry.weight, currency, locale);
  const split: SplitDraft = {
    mode,
    // An expense from before splits were stored has no entries: everyone ticked, as it was split.
    unticked: entries.length === 0 ? [] : people.map((p) => p.key).filter((key) => !inSplit.has(key)),
    weights,
  };
  const several = stored.payers.length > 1;
  const payers: PayersDraft = {
    several,
    paidBy: stored.payers[0]?.userId ?? '',
    amounts: several
      ? Object.fromEntries(
          stored.payers.map((payer) => [payer.userId, minorToInputText(payer.amountCents, currency, locale)]),
        )
      : {},
  };
  return { split, payers };
}
