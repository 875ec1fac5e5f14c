import { z } from 'zod';
import { formatMinor, minorDigits } from './money';
import { readDecimal } from './money-parse';

/** Spec 000 §5 and §8: every user-facing message about places. */
export const placeMessages = {
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  groupRequired: 'Please select a group',
  invalidCost: 'Cost per hour must be a valid number',
  negativeCost: 'Cost per hour cannot be negative',
  /** A typed cost with more decimals than the currency has: 'at most 2' for dollars, none for yen. */
  costDecimals: (digits: number) =>
    digits === 0
      ? 'Cost per hour must be a whole amount'
      : `Cost per hour can have at most ${digits} decimals`,
  /** The API's cost is in minor units (cents, yen): a fraction of one is more decimals than any currency has. */
  costFraction: 'Cost per hour has more decimals than its currency',
  importNone: 'Please select at least one place to import',
  importFailed: (message: string) => `Failed to import places: ${message}`,
  createFailed: 'Failed to create place. Please try again.',
  updateFailed: 'Failed to update place. Please try again.',
  loadFailed: 'Failed to load place details',
  removeTagFailed: 'Failed to remove tag. Please try again.',
  deleteFailed: 'Failed to delete place. Please try again.',
  usedInGames: 'This place cannot be deleted because it is used in one or more games.',
  usedInOptions: 'This place cannot be deleted because it is used in game options.',
  linkMissing: 'Could not find group-place association to delete.',
  confirmDelete: 'Are you sure you want to delete this place? This action cannot be undone.',
  empty: 'No Places Yet',
  emptyGroup: 'No places have been added to this group yet.',
  notFound: 'Place not found.',
  alreadyInGroup: 'This place is already in the group.',
  editInGroup: 'This place is in one of your groups: edit or remove it from the group’s places.',
  noAdminGroups: 'Only a group’s admins add places to it, and you are not an admin of an active group.',
  addedToGroup: (group: string) => `Added to ${group}.`,
  addToGroupFailed: 'Failed to add the place to the group. Please try again.',
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
  .max(50, 'Too long')
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
const nameTooLong = 'Name is too long';
const addressTooLong = 'Address is too long';

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
        .array(z.string().max(TAG_LIMITS.length, `Tags are at most ${TAG_LIMITS.length} characters`))
        .max(TAG_LIMITS.count, `At most ${TAG_LIMITS.count} tags`),
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
 * place form: negative, more decimals than the currency has, or not an amount; null when it is empty or an
 * amount.
 */
export function costTextIssue(text: string, currency: string, locale: string): string | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  const negative = /^[-−]/.test(cleaned);
  const read = readDecimal(cleaned.replace(/^[-−]\s*/, ''), currency, locale);
  if (!read || (read.whole === '' && read.fraction === '')) return placeMessages.invalidCost;
  if (negative) return placeMessages.negativeCost;
  const digits = minorDigits(currency);
  if (read.fraction.length > digits) return placeMessages.costDecimals(digits);
  return Number.isSafeInteger(Number(`${read.whole}${read.fraction.padEnd(digits, '0')}`))
    ? null
    : placeMessages.invalidCost;
}

/**
 * "$X.XX/hour" for a cost in a currency's minor unit (spec 000 §9), written as the viewer reads money
 * ("24,00 €/hour"); null when no cost is set.
 */
export function costPerHourLabel(
  amount: number | null | undefined,
  currency: string,
  locale: string,
): string | null {
  if (amount === null || amount === undefined) return null;
  return `${formatMinor(amount, currency, locale)}/hour`;
}
