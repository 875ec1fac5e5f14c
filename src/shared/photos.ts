import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';
import { englishIntl } from './i18n/english';

/** The image types a photo may be, as browsers name them (the server checks the bytes, not the name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Decoding cost grows with pixels, not bytes: a small file may unpack into gigabytes. 50 MP fits phone cameras. */
export const MAX_PHOTO_MEGAPIXELS = 50;

const MEGABYTE = 1024 * 1024;

/**
 * '15 MB', '1.5 MB', '512 KB' — sizes as the limits are configured (binary units); in another language, its own
 * way of writing them ('1,5 Mo').
 */
export function formatMegabytes(bytes: number, locale = 'en'): string {
  const [amount, unit] =
    bytes < MEGABYTE
      ? [Math.max(1, Math.round(bytes / 1024)), 'kilobyte']
      : [Number((bytes / MEGABYTE).toFixed(1)), 'megabyte'];
  if (locale !== 'en') return new Intl.NumberFormat(locale, { style: 'unit', unit }).format(amount);
  return `${amount} ${unit === 'kilobyte' ? 'KB' : 'MB'}`;
}

/** Spec 001 §2 and §8, and the refusals the server explains: every user-facing message about photos. */
export const photoText = defineMessages({
  empty: { id: 'photos.empty', defaultMessage: 'No photos yet. Be the first to add one!' },
  uploadFailed: { id: 'photos.uploadFailed', defaultMessage: 'Failed to upload photo. Please try again.' },
  deleteFailed: { id: 'photos.deleteFailed', defaultMessage: 'Failed to delete photo. Please try again.' },
  confirmDelete: {
    id: 'photos.confirmDelete',
    defaultMessage: 'Are you sure you want to delete this photo?',
  },
  unsupportedType: {
    id: 'photos.unsupportedType',
    defaultMessage: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
  },
  unreadable: {
    id: 'photos.unreadable',
    defaultMessage: 'This image could not be read. Please choose another photo.',
  },
  noFile: { id: 'photos.noFile', defaultMessage: 'Please choose a photo to upload.' },
  noMemory: {
    id: 'photos.noMemory',
    defaultMessage: 'The server is short of memory for this photo right now. Please try again in a minute.',
  },
  notYours: {
    id: 'photos.notYours',
    defaultMessage: 'Only the person who added this photo or a group admin can delete it.',
  },
  notFound: { id: 'photos.notFound', defaultMessage: 'Photo not found.' },
});

/** The messages that name a limit: the server fills them in English, a screen in its language. */
export const photoLimitText = defineMessages({
  tooLarge: { id: 'photos.limit.tooLarge', defaultMessage: 'Photos can be at most {size}.' },
  tooManyPixels: {
    id: 'photos.limit.tooManyPixels',
    defaultMessage: 'Photos can be at most {megapixels} megapixels.',
  },
  limitReached: {
    id: 'photos.limit.reached',
    defaultMessage: 'This game already has the maximum of {max, plural, one {# photo} other {# photos}}.',
  },
  tooManyChosen: {
    id: 'photos.limit.tooManyChosen',
    defaultMessage:
      '{room, plural, one {Only # more photo can be added to this game.} other {Only # more photos can be added to this game.}}',
  },
});

/** The same texts in English: the API's error messages. */
export const photoMessages = {
  ...englishOf(photoText),
  tooLarge: (maxBytes: number) =>
    englishIntl.formatMessage(photoLimitText.tooLarge, { size: formatMegabytes(maxBytes) }),
  // Said when read, not when loaded: a browser's build formats only the catalogue's messages.
  get tooManyPixels() {
    return englishIntl.formatMessage(photoLimitText.tooManyPixels, { megapixels: MAX_PHOTO_MEGAPIXELS });
  },
  limitReached: (max: number) => englishIntl.formatMessage(photoLimitText.limitReached, { max }),
  tooManyChosen: (room: number) => englishIntl.formatMessage(photoLimitText.tooManyChosen, { room }),
} as const;

/** Photos per page of a game's gallery: a whole number of rows of 2, 3 or 4 thumbnails; "Load more" asks for the next. */
export const PHOTOS_PAGE_SIZE = 24;

/**
 * GET /api/games/:gameId/photos?limit=N — newest first, optionally only the first N (spec 001 §7). A page is
 * never longer than PHOTOS_PAGE_SIZE: a larger N still gets a page and the cursor of the next.
 */
export const gamePhotosQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .transform((n) => Math.min(n, PHOTOS_PAGE_SIZE))
    .default(PHOTOS_PAGE_SIZE),
});
