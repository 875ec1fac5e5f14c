import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';
import { SPLIT_MODES, type SplitProblem } from './split';

/**
 * Issue 59: who is in an expense's split, how it is split, and who paid it. The refusals name the field they
 * are about (`split` or `payers`), in the API's 400s and beside the form's fields.
 */
export const splitText = defineMessages({
  noOne: { id: 'split.noOne', defaultMessage: 'Choose at least one person to split with.' },
  badWeight: { id: 'split.badWeight', defaultMessage: 'Give everyone in the split a number above zero.' },
  exactSum: { id: 'split.exactSum', defaultMessage: 'The amounts must add up to the total.' },
  percentSum: { id: 'split.percentSum', defaultMessage: 'The percentages must add up to 100%.' },
  notAtGame: { id: 'split.notAtGame', defaultMessage: 'Everyone in the split must be at the game.' },
  twice: { id: 'split.twice', defaultMessage: 'Each person can be in the split only once.' },
  payersSum: { id: 'split.payersSum', defaultMessage: 'What the payers paid must add up to the total.' },
  payerNotAtGame: { id: 'split.payerNotAtGame', defaultMessage: 'Each payer must be at the game.' },
  payerTwice: { id: 'split.payerTwice', defaultMessage: 'Each payer can be listed only once.' },
  locked: {
    id: 'split.locked',
    defaultMessage: 'This expense has payments under way; ask the people involved before changing it.',
  },
  editNotAllowed: {
    id: 'split.editNotAllowed',
    defaultMessage: 'Only the person who added or paid this expense can change it.',
  },
});

export const splitMessages = englishOf(splitText);

/** The message of each reason computeSplit gives for refusing a split. */
export const SPLIT_PROBLEM_MESSAGES: Record<SplitProblem, string> = {
  noOne: splitMessages.noOne,
  badWeight: splitMessages.badWeight,
  exactSum: splitMessages.exactSum,
  percentSum: splitMessages.percentSum,
};

/** The most people or payers one expense can name: far beyond a game's size, short of a hostile list. */
export const MAX_SPLIT_ENTRIES = 200;
export const MAX_PAYERS = 20;

const weight = z
  .number({ error: splitMessages.badWeight })
  .int(splitMessages.badWeight)
  .min(1, splitMessages.badWeight)
  .max(100_000_000, splitMessages.badWeight);

/** One person in the split: a member (userId) or a guest of the game (guestId), with their weight (1 when equal). */
export const splitEntrySchema = z
  .object({
    userId: z.uuid(splitMessages.notAtGame).optional(),
    guestId: z.uuid(splitMessages.notAtGame).optional(),
    weight: weight.default(1),
  })
  .refine((entry) => (entry.userId === undefined) !== (entry.guestId === undefined), splitMessages.notAtGame);

export type SplitEntry = z.infer<typeof splitEntrySchema>;

/**
 * How to split: the mode, and the people in it with their weights — share counts, amounts in minor units adding
 * up to the total, or hundredths of a per cent adding up to 10,000.
 */
export const splitSchema = z
  .object({
    mode: z.enum(SPLIT_MODES),
    entries: z
      .array(splitEntrySchema)
      .min(1, splitMessages.noOne)
      .max(MAX_SPLIT_ENTRIES, splitMessages.noOne),
  })
  .refine((split) => distinct(split.entries.map((entry) => entry.userId ?? entry.guestId)), {
    message: splitMessages.twice,
    path: ['entries'],
  });

export type SplitInput = z.infer<typeof splitSchema>;

/** Who paid and how much, in minor units; the amounts add up to the expense's. */
export const payersSchema = z
  .array(
    z.object({
      userId: z.uuid(splitMessages.payerNotAtGame),
      amountCents: z
        .number({ error: splitMessages.payersSum })
        .int(splitMessages.payersSum)
        .min(1, splitMessages.payersSum)
        .max(100_000_000, splitMessages.payersSum),
    }),
  )
  .min(1, splitMessages.payersSum)
  .max(MAX_PAYERS, splitMessages.payersSum)
  .refine((payers) => distinct(payers.map((payer) => payer.userId)), splitMessages.payerTwice);

export type PayerInput = z.infer<typeof payersSchema>[number];

function distinct(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}
