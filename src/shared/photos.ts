import { z } from 'zod';

/** The image types a photo may be, as browsers name them (the server checks the bytes, not the name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Decoding cost grows with pixels, not bytes: a small file may unpack into gigabytes. 50 MP fits phone cameras. */
export const MAX_PHOTO_MEGAPIXELS = 50;

const MEGABYTE = 1024 * 1024;

/** '15 MB', '1.5 MB', '512 KB' — sizes as the limits are configured (binary units). */
export function formatMegabytes(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}

/** Spec 001 §2 and §8, and the refusals the server explains: every user-facing message about photos. */
export const photoMessages = {
  empty: 'No photos yet. Be the first to add one!',
  uploadFailed: 'Failed to upload photo. Please try again.',
  deleteFailed: 'Failed to delete photo. Please try again.',
  confirmDelete: 'Are you sure you want to delete this photo?',
  unsupportedType: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
  unreadable: 'This image could not be read. Please choose another photo.',
  noFile: 'Please choose a photo to upload.',
  tooLarge: (maxBytes: number) => `Photos can be at most ${formatMegabytes(maxBytes)}.`,
  tooManyPixels: `Photos can be at most ${MAX_PHOTO_MEGAPIXELS} megapixels.`,
  limitReached: (max: number) => `This game already has the maximum of ${max} photos.`,
  tooManyChosen: (room: number) =>
    room === 1
      ? 'Only 1 more photo can be added to this game.'
      : `Only ${room} more photos can be added to this game.`,
  notYours: 'Only the person who added this photo or a group admin can delete it.',
  notFound: 'Photo not found.',
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
