import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeTags,
  PLACE_TEXT_MAX,
  placeFieldsSchema,
  SIMILAR_SEARCH,
  similarPlacesQuery,
  TAG_LIMITS,
} from './places';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('similarPlacesQuery', () => {
  it('takes what the place form may hold, from the search minimums to the fields’ maximums', () => {
    const at = (name: number, address: number) =>
      similarPlacesQuery.safeParse({ name: 'n'.repeat(name), address: 'a'.repeat(address) }).success;
    expect(at(SIMILAR_SEARCH.minName, SIMILAR_SEARCH.minAddress)).toBe(true);
    expect(at(PLACE_TEXT_MAX.name, PLACE_TEXT_MAX.address)).toBe(true);
    expect(at(SIMILAR_SEARCH.minName - 1, SIMILAR_SEARCH.minAddress)).toBe(false);
    expect(at(SIMILAR_SEARCH.minName, SIMILAR_SEARCH.minAddress - 1)).toBe(false);
  });

  it('refuses a longer name or address with the messages the place form gives', () => {
    const form = placeFieldsSchema.safeParse({
      name: 'n'.repeat(PLACE_TEXT_MAX.name + 1),
      address: 'a'.repeat(PLACE_TEXT_MAX.address + 1),
      tags: [],
    });
    const search = similarPlacesQuery.safeParse({
      name: 'n'.repeat(PLACE_TEXT_MAX.name + 1),
      address: 'a'.repeat(PLACE_TEXT_MAX.address + 1),
    });
    expect(messages(search)).toEqual(['Name is too long', 'Address is too long']);
    expect(messages(form)).toEqual(messages(search));
  });
});

describe('normalizeTags', () => {
  it('splits a stray comma or a pasted list, trims, and keeps the first spelling of a repeated tag', () => {
    expect(normalizeTags([',Padel', 'Squash, Badminton', ' squash ', '', ' , ', 'PADEL', 'Tennis,'])).toEqual(
      ['Padel', 'Squash', 'Badminton', 'Tennis'],
    );
  });

  // Tags typed with commas and spaces where they do not belong, repeated in other cases.
  const tagText = fc.array(fc.constantFrom('a', 'B', 'b', ' ', ',', '\t', 'é', 'É', '\u00a0'), {
    maxLength: 12,
  });
  const typedTags = fc.array(
    tagText.map((chars) => chars.join('')),
    { maxLength: 10 },
  );

  it('gives no empty tag, no comma, no surrounding space and no repeat (case aside), and loses no tag', () => {
    fc.assert(
      fc.property(typedTags, (typed) => {
        const tags = normalizeTags(typed);
        for (const tag of tags) {
          expect(tag).not.toBe('');
          expect(tag).not.toContain(',');
          expect(tag).toBe(tag.trim());
        }
        const keys = tags.map((tag) => tag.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        const pieces = typed.flatMap((text) => text.split(',')).map((piece) => piece.trim().toLowerCase());
        expect(new Set(keys)).toEqual(new Set(pieces.filter(Boolean)));
        expect(normalizeTags(tags)).toEqual(tags);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('placeFieldsSchema tags', () => {
  const place = { name: 'Court', address: '1 Court St' };

  it('stores a pasted list as separate tags, so the server keeps no comma in a tag', () => {
    const parsed = placeFieldsSchema.parse({ ...place, tags: [',Padel', 'Squash, Badminton', 'padel'] });
    expect(parsed.tags).toEqual(['Padel', 'Squash', 'Badminton']);
  });

  it('measures each tag after splitting: a long list of short tags is fine, one long tag is not', () => {
    const list = Array.from({ length: TAG_LIMITS.count }, (_, index) => `Sport ${index}`).join(', ');
    expect(placeFieldsSchema.safeParse({ ...place, tags: [list] }).success).toBe(true);
    const tooLong = placeFieldsSchema.safeParse({ ...place, tags: ['x'.repeat(TAG_LIMITS.length + 1)] });
    expect(messages(tooLong)).toEqual([`Tags are at most ${TAG_LIMITS.length} characters`]);
    const tooMany = placeFieldsSchema.safeParse({ ...place, tags: [`${list}, One more`] });
    expect(messages(tooMany)).toEqual([`At most ${TAG_LIMITS.count} tags`]);
  });
});
