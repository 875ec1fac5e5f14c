import { placeMessages } from '../src/shared/places';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { createGroup, uniqueGroupName } from './support/groups';
import { addPlace, placeCard } from './support/places';
import { signInAsNewUser } from './support/session';

test('a place saved without a group is edited, added to a group the user runs, and removed', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Wren Ashby');
  await page.setViewportSize(PHONE);
  await addPlace(page, { name: 'Home Court', address: '1 Backyard Way', tags: ['Tennis'] });
  await addPlace(page, { name: 'Spare Spot', address: '2 Garage Lane' });
  await expectScreen(page, 'Places');

  // With no group of their own to run, adding to a group says why it cannot be done yet.
  await placeCard(page, 'Home Court').getByRole('button', { name: 'Add Home Court to a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to group' });
  await dialog.getByText(placeMessages.noAdminGroups).waitFor();
  await expectScreen(page, 'Places');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Edit: the same form as in a group, without a group's cost; saving comes back to /places.
  await placeCard(page, 'Home Court').getByRole('link', { name: 'Edit Home Court' }).click();
  await page.waitForURL('**/places/edit/*');
  await expectScreen(page, 'Edit Place');
  await page.getByText('Your own place, in no group').waitFor();
  expect(await page.getByLabel('Group cost per hour (optional)').count()).toBe(0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Home Courts');
  await page.getByRole('textbox', { name: 'Cost per hour', exact: true }).fill('4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL('**/places');
  const home = placeCard(page, 'Home Courts');
  await home.getByText('$4.00/hour').waitFor();

  // Add to a group the user runs: a choice is required, then the place is in the group's list.
  const group = uniqueGroupName('Garden Tennis');
  const groupId = await createGroup(page, group);
  await page.goto('/places');
  await home.getByRole('button', { name: 'Add Home Courts to a group' }).click();
  await dialog.getByRole('button', { name: 'Add to group', exact: true }).click();
  await dialog.getByText(placeMessages.groupRequired).waitFor();
  await dialog.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: group }).click();
  await expectScreen(page, 'Places');
  await dialog.getByRole('button', { name: 'Add to group', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(placeMessages.addedToGroup(group)).waitFor();
  await home.getByText(group).waitFor();
  await home.getByRole('link', { name: 'Edit Home Courts' }).waitFor();
  expect(await home.getByRole('button', { name: 'Remove Home Courts' }).count()).toBe(0);
  await page.goto(`/groups/${groupId}/places`);
  await placeCard(page, 'Home Courts').getByText('Tennis', { exact: true }).waitFor();

  // Remove asks first, as in a group; Cancel keeps the place.
  await page.goto('/places');
  const spare = placeCard(page, 'Spare Spot');
  await spare.getByRole('button', { name: 'Remove Spare Spot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove place' });
  await confirm.getByText(placeMessages.confirmDelete).waitFor();
  await expectScreen(page, 'Places');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await spare.getByRole('button', { name: 'Remove Spare Spot' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect.poll(() => spare.count()).toBe(0);
  await placeCard(page, 'Home Courts').waitFor();
  await expectScreen(page, 'Places');
});
