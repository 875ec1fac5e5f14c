import { expect } from 'vitest';
import { errorOf } from './agent';

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * Every page of a keyset-paged list, walked with the cursor each gives, checking as it goes that no page is
 * longer than `pageSize` and that only the last one is short or ends the walk. At most `maxPages`, so a
 * cursor that never advances fails the test instead of looping.
 */
export async function walkPages<Item>(
  fetchPage: (cursor: string | undefined) => Promise<Page<Item>>,
  pageSize: number,
  maxPages = 100,
): Promise<Item[][]> {
  const pages: Item[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    pages.push(page.items);
    if (!page.nextCursor) return pages;
    // A page that says more follows is full: a short one would mean rows were skipped in SQL.
    expect(page.items.length).toBe(pageSize);
    expect(pages.length).toBeLessThan(maxPages);
    cursor = page.nextCursor;
  }
}

/** Cursors that are not one this list could have given: each must be a 400 'Invalid cursor.'. */
export function forgedCursors(validKeys: readonly string[]): string[] {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    'yesterday',
    b64('not a list'),
    b64([]),
    b64([...validKeys, 'one too many']),
    b64(validKeys.map(() => 42)),
    b64(validKeys.map(() => 'x\u0000y')),
    // The right number of keys, but an instant that does not exist and an id that is no uuid.
    b64(validKeys.map(() => '2026-02-30T00:00:00.000000Z')),
    b64(validKeys.map(() => "'; drop table places; --")),
  ];
}

/** Asserts the spec-shaped refusal of a bad cursor. */
export async function expectInvalidCursor(response: Response) {
  expect(response.status).toBe(400);
  const body = await errorOf(response);
  expect(body.message).toBe('Invalid cursor.');
}
