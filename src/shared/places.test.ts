import { describe, expect, it } from 'vitest';
import { PLACE_TEXT_MAX, placeFieldsSchema, SIMILAR_SEARCH, similarPlacesQuery } from './places';

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
