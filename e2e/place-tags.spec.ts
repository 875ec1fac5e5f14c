import type { Page } from 'playwright-core';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { createGroup, uniqueGroupName } from './support/groups';
import { fillPlaceForm, openGroupPlaces, placeCard } from './support/places';
import { signInAsNewUser } from './support/session';

/** The chips the tags field shows, named by their remove buttons. */
function chips(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Remove tag / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')?.slice('Remove tag '.length) ?? ''),
    );
}

test('a stray comma or a pasted list gives clean, separate tags, and a repeat adds nothing', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Tess Marlow');
  await page.setViewportSize(PHONE);
  const groupId = await createGroup(page, uniqueGroupName('Racket Friends'));
  await page.goto(`/groups/${groupId}/places/create`);
  await expectScreen(page, 'Add Place');
  await fillPlaceForm(page, { name: 'Northside Sports Hall', address: '8 North Road' });
  const tags = page.getByRole('combobox', { name: 'What can we do here?' });

  // A comma typed first, as a phone keyboard makes easy, stays out of the tag.
  await tags.pressSequentially(',Padel');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Remove tag Padel', exact: true }).waitFor();

  // A list that arrives whole (a phone keyboard's suggestion, autofill) makes one tag each.
  await tags.fill('Squash, Badminton');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Remove tag Badminton', exact: true }).waitFor();

  // Pasted from elsewhere, with a repeat in another case and an empty item.
  await tags.focus();
  await tags.evaluate((input) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', 'squash, Tennis, ,');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  });
  await page.getByRole('button', { name: 'Remove tag Tennis', exact: true }).waitFor();
  expect(await chips(page)).toEqual(['Padel', 'Squash', 'Badminton', 'Tennis']);
  await expectScreen(page, 'Add Place');

  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL(`**/groups/${groupId}`);
  await openGroupPlaces(page, groupId);
  const card = placeCard(page, 'Northside Sports Hall');
  for (const tag of ['Padel', 'Squash', 'Badminton', 'Tennis'])
    await card.getByText(tag, { exact: true }).waitFor();
  await expect.poll(() => card.getByText(/,/).count()).toBe(0);
});
