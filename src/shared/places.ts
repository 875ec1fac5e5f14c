import { z } from 'zod';
import { defineMessages, englishOf, type MessageFormatter } from './i18n/define';
import { formatMinor, minorDigits } from './money';
import { readDecimal } from './money-parse';

/**
 * Spec 000 §5 and §8: every user-facing message about places the API and the schemas say, in English (the API's
 * contract); screens say them in the viewer's language.
 */
export const placeText = defineMessages({
  nameRequired: { id: 'places.nameRequired', defaultMessage: 'Name is required' },
  nameTooLong: { id: 'places.nameTooLong', defaultMessage: 'Name is too long' },
  addressRequired: { id: 'places.addressRequired', defaultMessage: 'Address is required' },
  addressTooLong: { id: 'places.addressTooLong', defaultMessage: 'Address is too long' },
  contactTooLong: {
    id: 'places.contactTooLong',
    defaultMessage: 'Too long',
    description: 'A place’s contact number longer than it may be.',
  },
  groupRequired: { id: 'places.groupRequired', defaultMessage: 'Please select a group' },
  invalidCost: { id: 'places.invalidCost', defaultMessage: 'Cost per hour must be a valid number' },
  negativeCost: { id: 'places.negativeCost', defaultMessage: 'Cost per hour cannot be negative' },
  /** A typed cost with decimals in a currency that has none (yen). */
  costWhole: { id: 'places.costWhole', defaultMessage: 'Cost per hour must be a whole amount' },
  /** A typed cost with more decimals than the currency has: 'at most 2' for dollars. */
  costDecimals: {
    id: 'places.costDecimals',
    defaultMessage: 'Cost per hour can have at most {digits} decimals',
    description: 'digits: how many decimals the currency has (2 for dollars and euros, 3 for dinars).',
  },
  /** The API's cost is in minor units (cents, yen): a fraction of one is more decimals than any currency has. */
  costFraction: {
    id: 'places.costFraction',
    defaultMessage: 'Cost per hour has more decimals than its currency',
  },
  // The numbers are TAG_LIMITS' (places.test.ts checks they agree): a message the API sends has no placeholder.
  tagTooLong: { id: 'places.tagTooLong', defaultMessage: 'Tags are at most 50 characters' },
  tooManyTags: { id: 'places.tooManyTags', defaultMessage: 'At most 30 tags' },
  importNone: { id: 'places.importNone', defaultMessage: 'Please select at least one place to import' },
  importFailed: {
    id: 'places.importFailed',
    defaultMessage: 'Failed to import places: {reason}',
    description: 'reason: the server’s explanation, or “Please try again”.',
  },
  createFailed: { id: 'places.createFailed', defaultMessage: 'Failed to create place. Please try again.' },
  updateFailed: { id: 'places.updateFailed', defaultMessage: 'Failed to update place. Please try again.' },
  loadFailed: { id: 'places.loadFailed', defaultMessage: 'Failed to load place details' },
  removeTagFailed: {
    id: 'places.removeTagFailed',
    defaultMessage: 'Failed to remove tag. Please try again.',
  },
  deleteFailed: { id: 'places.deleteFailed', defaultMessage: 'Failed to delete place. Please try again.' },
  usedInGames: {
    id: 'places.usedInGames',
    defaultMessage: 'This place cannot be deleted because it is used in one or more games.',
  },
  usedInOptions: {
    id: 'places.usedInOptions',
    defaultMessage: 'This place cannot be deleted because it is used in game options.',
  },
  linkMissing: {
    id: 'places.linkMissing',
    defaultMessage: 'Could not find group-place association to delete.',
  },
  confirmDelete: {
    id: 'places.confirmDelete',
    defaultMessage: 'Are you sure you want to delete this place? This action cannot be undone.',
  },
  empty: { id: 'places.empty', defaultMessage: 'No Places Yet' },
  emptyGroup: { id: 'places.emptyGroup', defaultMessage: 'No places have been added to this group yet.' },
  notFound: { id: 'places.notFound', defaultMessage: 'Place not found.' },
  alreadyInGroup: { id: 'places.alreadyInGroup', defaultMessage: 'This place is already in the group.' },
  editInGroup: {
    id: 'places.editInGroup',
    defaultMessage: 'This place is in one of your groups: edit or remove it from the group’s places.',
  },
  noAdminGroups: {
    id: 'places.noAdminGroups',
    defaultMessage: 'Only a group’s admins add places to it, and you are not an admin of an active group.',
  },
  addedToGroup: { id: 'places.addedToGroup', defaultMessage: 'Added to {group}.' },
  addToGroupFailed: {
    id: 'places.addToGroupFailed',
    defaultMessage: 'Failed to add the place to the group. Please try again.',
  },
  costPerHour: {
    id: 'places.costPerHour',
    defaultMessage: '{cost}/hour',
    description: 'A place’s hourly cost: cost is an amount of money, e.g. “$24.00”.',
  },
});

/**
 * English without FormatJS's parser, which the browser's build leaves out: these texts' simple placeholders
 * filled in. What a screen shows goes through its own `useIntl()` instead.
 */
const inEnglish: MessageFormatter = {
  locale: 'en-US',
  formatMessage: ({ defaultMessage }, values = {}) =>
    defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    ),
};

const english = englishOf(placeText);

/** The same texts in English: the API's error messages and the schemas'; those with a value, filled in. */
export const placeMessages = {
  ...english,
  costDecimals: (digits: number) =>
    digits === 0 ? english.costWhole : inEnglish.formatMessage(placeText.costDecimals, { digits }),
  importFailed: (reason: string) => inEnglish.formatMessage(placeText.importFailed, { reason }),
  addedToGroup: (group: string) => inEnglish.formatMessage(placeText.addedToGroup, { group }),
} as const;

/** Spec 000 §5: stored when a new place is given no tags. */
export const DEFAULT_TAG = 'Something Else';
/** Places per page on My Places, Group Places and the import list; "Load more" asks for the next. */
export const PLACES_PAGE_SIZE = 20;
/** A place picker's search (new game, edit game, add option): part of a name, found on the server. */
export const placeSearchSchema = z.string().trim().max(100);

/** Spec 000 §9: similar-place search starts at these lengths, debounced. */
export const SIMILAR_SEARCH = { minName: 3, minAddress: 5, debounceMs: 500, limit: 5 } as const;

/** How many tags a place may have, and how long each may be. */
export const TAG_LIMITS = { count: 30, length: 50 } as const;

/**
 * Tags as stored: each entry split on commas (a stray comma or a pasted list), trimmed, non-empty and
 * without duplicates (case aside), first spelling kept.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags.flatMap((entry) => entry.split(','))) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}

/** Optional text: trimmed, and empty becomes null (spec: empty contact number stored as null). */
const optionalText = z
  .string()
  .trim()
  .max(50, placeMessages.contactTooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * Cost in integer minor units of the currency of the group that shows it (cents, yen), ≥ 0; null when not
 * given. A fraction of a minor unit is a decimal more than the currency has.
 */
const costCents = z
  .number({ error: placeMessages.invalidCost })
  .int(placeMessages.costFraction)
  .min(0, placeMessages.negativeCost)
  .max(100_000_000, placeMessages.invalidCost)
  .nullish()
  .transform((value) => value ?? null);

/** The longest name and address a place may have. */
export const PLACE_TEXT_MAX = { name: 200, address: 300 } as const;
const nameTooLong = placeMessages.nameTooLong;
const addressTooLong = placeMessages.addressTooLong;

export const placeFieldsSchema = z.object({
  name: z.string().trim().min(1, placeMessages.nameRequired).max(PLACE_TEXT_MAX.name, nameTooLong),
  address: z
    .string()
    .trim()
    .min(1, placeMessages.addressRequired)
    .max(PLACE_TEXT_MAX.address, addressTooLong),
  contactNumber: optionalText,
  costPerHourCents: costCents,
  // Sent entries may each hold a list ('Squash, Badminton'): the limits apply to the tags they make.
  tags: z
    .array(z.string().max(TAG_LIMITS.count * (TAG_LIMITS.length + 2)))
    .max(TAG_LIMITS.count)
    .default([])
    .transform(normalizeTags)
    .pipe(
      z
        .array(z.string().max(TAG_LIMITS.length, placeMessages.tagTooLong))
        .max(TAG_LIMITS.count, placeMessages.tooManyTags),
    ),
});

export const createPlaceSchema = placeFieldsSchema.extend({
  groupId: z.uuid(placeMessages.groupRequired).nullish(),
  /** Per-group override of the hourly cost, for the group the place is created in. */
  groupCostPerHourCents: costCents,
});

export const updatePlaceSchema = placeFieldsSchema.extend({ groupCostPerHourCents: costCents });

export const linkPlaceSchema = z.object({ placeId: z.uuid(), groupCostPerHourCents: costCents });

export const importPlacesSchema = z.object({
  fromGroupId: z.uuid(),
  placeIds: z.array(z.uuid()).min(1, placeMessages.importNone).max(200),
});

/** What is being typed into the place form: no longer than a place's fields may be, so no search costs more. */
export const similarPlacesQuery = z.object({
  name: z.string().trim().min(SIMILAR_SEARCH.minName).max(PLACE_TEXT_MAX.name, nameTooLong),
  address: z.string().trim().min(SIMILAR_SEARCH.minAddress).max(PLACE_TEXT_MAX.address, addressTooLong),
});

/**
 * What is wrong with a cost per hour typed in a currency as the viewer writes numbers, in the words of the
 * place form (said by `intl`, English by default): negative, more decimals than the currency has, or not an
 * amount; null when it is empty or an amount.
 */
export function costTextIssue(
  text: string,
  currency: string,
  locale: string,
  intl: MessageFormatter = inEnglish,
): string | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  const negative = /^[-−]/.test(cleaned);
  const read = readDecimal(cleaned.replace(/^[-−]\s*/, ''), currency, locale);
  if (!read || (read.whole === '' && read.fraction === '')) return intl.formatMessage(placeText.invalidCost);
  if (negative) return intl.formatMessage(placeText.negativeCost);
  const digits = minorDigits(currency);
  if (read.fraction.length > digits)
    return digits === 0
      ? intl.formatMessage(placeText.costWhole)
      : intl.formatMessage(placeText.costDecimals, { digits });
  return Number.isSafeInteger(Number(`${read.whole}${read.fraction.padEnd(digits, '0')}`))
    ? null
    : intl.formatMessage(placeText.invalidCost);
}

/**
 * "$X.XX/hour" for a cost in a currency's minor unit (spec 000 §9), written as the viewer reads money
 * ("24,00 €/hour") and said by `intl` ("24,00 €/Std."), English by default; null when no cost is set.
 */
export function costPerHourLabel(
  amount: number | null | undefined,
  currency: string,
  locale: string,
  intl: MessageFormatter = inEnglish,
): string | null {
  if (amount === null || amount === undefined) return null;
  return intl.formatMessage(placeText.costPerHour, { cost: formatMinor(amount, currency, locale) });
}
