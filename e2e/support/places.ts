import type { Locator, Page } from 'playwright-core';
import { expectScreen } from './fixtures';

export interface PlaceFields {
  name: string;
  address: string;
  contactNumber?: string;
  /** Dollars per hour as typed, e.g. '12.5'. */
  cost?: string;
  /** Each typed into the tags field and added with Enter. */
  tags?: string[];
}

/** Fills the Add Place or Edit place form (without saving). */
export async function fillPlaceForm(page: Page, fields: PlaceFields): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(fields.address);
  if (fields.contactNumber !== undefined) await page.getByLabel('Contact number').fill(fields.contactNumber);
  if (fields.cost !== undefined)
    await page.getByRole('textbox', { name: 'Cost per hour', exact: true }).fill(fields.cost);
  const tags = page.getByRole('combobox', { name: 'What can we do here?' });
  for (const tag of fields.tags ?? []) {
    await tags.fill(tag);
    await tags.press('Enter');
    await page.getByRole('button', { name: `Remove tag ${tag}` }).waitFor();
  }
}

/**
 * Adds a place through the form: to a group (its Add Place screen, then its page) or, without one, as
 * the user's own place (then /places).
 */
export async function addPlace(page: Page, fields: PlaceFields & { groupId?: string }): Promise<void> {
  await page.goto(fields.groupId ? `/groups/${fields.groupId}/places/create` : '/places/create');
  await expectScreen(page, 'Add Place');
  await fillPlaceForm(page, fields);
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL(fields.groupId ? `**/groups/${fields.groupId}` : '**/places');
  await page.getByText(fields.name, { exact: true }).first().waitFor();
}

/** Opens a group's places screen and waits for it. */
export async function openGroupPlaces(page: Page, groupId: string): Promise<void> {
  await page.goto(`/groups/${groupId}/places`);
  await expectScreen(page, 'Group Places');
}

/** The card of a place in a list (on the page or within a section), found by its heading. */
export function placeCard(scope: Page | Locator, name: string): Locator {
  // The inner locator is matched inside each list item, so it starts from the page, not from `scope`.
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}
