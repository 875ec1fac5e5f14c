// Kept apart from places.ts (its schemas bring zod), as every game card links its place.

/** Maps search link for a place, by its name (spec 000 §2). */
export function mapsSearchUrl(placeName: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeName)}`;
}
