import { PLACE_TEXT_MAX, placeMessages } from '../src/shared/places';
import { allowConsoleError, expect, expectScreen, newPage, PHONE, TIME_ZONE, test } from './support/fixtures';
import {
  createGroup,
  generateInvite,
  joinWithCode,
  tabTo,
  uniqueGroupName,
  watchConsole,
} from './support/groups';
import { addPlace, fillPlaceForm, openGroupPlaces, placeCard } from './support/places';
import { signInAsNewUser } from './support/session';

test('add a place with tags and a cost, then reuse it in another group instead of adding a copy', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Riley Park');
  const crew = uniqueGroupName('Court Crew');
  const crewId = await createGroup(page, crew);
  const club = uniqueGroupName('Racket Club');
  const clubId = await createGroup(page, club);

  await openGroupPlaces(page, crewId);
  await page.getByText(placeMessages.emptyGroup).waitFor();
  await page.getByRole('link', { name: 'Add Place' }).click();
  await expectScreen(page, 'Add Place');

  // Required fields first, with the spec's messages; a cost that is not an amount is refused too, saying why.
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.getByText(placeMessages.nameRequired).waitFor();
  await page.getByText(placeMessages.addressRequired).waitFor();
  await page.getByRole('textbox', { name: 'Cost per hour', exact: true }).fill('12.555');
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.getByText(placeMessages.costDecimals(2)).waitFor();

  await fillPlaceForm(page, {
    name: 'Riverside Courts',
    address: '12 River Road, Springfield',
    contactNumber: '555-0100',
    cost: '12.5',
  });
  const tags = page.getByRole('combobox', { name: 'What can we do here?' });
  await tags.pressSequentially('Tennis,');
  await tags.pressSequentially('Pickleball');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Remove tag Tennis' }).waitFor();
  await page.getByRole('button', { name: 'Remove tag Pickleball' }).waitFor();
  await expectScreen(page, 'Add Place');
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL(`**/groups/${crewId}`);
  await expectScreen(page, crew);
  await page.getByText('$12.50/hour').waitFor();
  await page.getByRole('link', { name: 'Riverside Courts' }).waitFor();

  // Starting the same place in the other group suggests the existing one; using it links, not copies.
  await page.goto(`/groups/${clubId}/places/create`);
  await expectScreen(page, 'Add Place');
  await fillPlaceForm(page, { name: 'Riverside Court', address: '12 River Rd, Springfield' });
  const similar = page.getByRole('region', { name: 'Similar places' });
  await similar.getByText('Riverside Courts', { exact: true }).waitFor();
  await similar.getByText('$12.50/hour').waitFor();
  await similar.getByText(/^\d+% match$/).waitFor();
  await expectScreen(page, 'Add Place');
  // A name longer than a place's may be is not searched: the suggestions go, and saving says why.
  const searched: string[] = [];
  page.on('request', (request) => searched.push(new URL(request.url()).searchParams.get('name') ?? ''));
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill(`Riverside Court ${'x'.repeat(PLACE_TEXT_MAX.name)}`);
  await similar.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.getByText('Name is too long').waitFor();
  expect(searched.filter((name) => name.length > PLACE_TEXT_MAX.name)).toEqual([]);
  await nameField.fill('Riverside Court');
  await similar.getByRole('button', { name: 'Use Riverside Courts' }).click();
  await page.waitForURL(`**/groups/${clubId}`);
  await page.getByRole('link', { name: 'Riverside Courts' }).waitFor();

  await page.goto('/places');
  await expectScreen(page, 'Places');
  const card = placeCard(page, 'Riverside Courts');
  await expect.poll(() => card.count()).toBe(1);
  await card.getByText(crew).waitFor();
  await card.getByText(club).waitFor();
  await card.getByText('$12.50/hour').waitFor();
  await card.getByRole('link', { name: `Edit Riverside Courts in ${club}` }).click();
  await page.waitForURL(`**/groups/${clubId}/places/*/edit`);
  await expectScreen(page, 'Edit Place');
  await page.getByText(`Editing place in group: ${club}`).waitFor();
});

test('edit a place: a removed tag is saved at once (and put back if that fails), then save a new name', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Sam Okafor');
  const name = uniqueGroupName('Wednesday Doubles');
  const groupId = await createGroup(page, name);
  await addPlace(page, {
    groupId,
    name: 'Hilltop Club',
    address: '5 Summit Avenue',
    tags: ['Tennis', 'Pickleball', 'Padel'],
  });

  await openGroupPlaces(page, groupId);
  await page.getByRole('link', { name: 'Edit Hilltop Club' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit place' }).waitFor();
  await page.getByText(`Editing place in group: ${name}`).waitFor();
  await expectScreen(page, 'Edit Place');

  // The remove button of a chip is reachable by keyboard; the removal is saved without pressing Save.
  await page.getByRole('combobox', { name: 'What can we do here?' }).focus();
  await tabTo(page, 'Remove tag Tennis');
  const saved = page.waitForResponse((answer) => answer.request().method() === 'PATCH');
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Remove tag Pickleball' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Remove tag Tennis' }).count()).toBe(0);

  // A removal the server fails is rolled back on screen with the spec's message.
  allowConsoleError(page, /status of 500/);
  await page.route('**/api/groups/*/places/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Remove tag Padel' }).click();
  await page.getByRole('alert').filter({ hasText: placeMessages.removeTagFailed }).waitFor();
  await page.getByRole('button', { name: 'Remove tag Padel' }).waitFor();
  await page.unroute('**/api/groups/*/places/*');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hilltop Tennis Club');
  await page.getByLabel('Group cost per hour (optional)').fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(`**/groups/${groupId}`);
  await page.getByRole('link', { name: 'Hilltop Tennis Club' }).waitFor();
  await page.getByText('$20.00/hour').waitFor();
  await expectScreen(page, name);
});

test('import places from another group, and come back to game creation after adding one', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Kim Laurent');
  const source = uniqueGroupName('Saturday Squash');
  const sourceId = await createGroup(page, source);
  await addPlace(page, { groupId: sourceId, name: 'Squash Hub', address: '40 Court Street' });
  await addPlace(page, { groupId: sourceId, name: 'Glass Box', address: '2 Wall Lane' });
  const target = uniqueGroupName('Sunday Squash');
  const targetId = await createGroup(page, target);

  await openGroupPlaces(page, targetId);
  await page.getByRole('button', { name: 'Import places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByText(placeMessages.importNone).waitFor();
  await dialog.getByRole('combobox', { name: 'From group' }).click();
  await page.getByRole('option', { name: source }).click();
  await dialog.getByRole('checkbox', { name: 'Squash Hub' }).check();
  await expectScreen(page, 'Group Places');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await placeCard(page, 'Squash Hub').waitFor();
  await expect.poll(() => placeCard(page, 'Glass Box').count()).toBe(0);

  // The imported place is marked in the list the next time; the grid view shows the same cards.
  await page.getByRole('button', { name: 'Import places' }).click();
  await dialog.getByRole('combobox', { name: 'From group' }).click();
  await page.getByRole('option', { name: source }).click();
  await expect.poll(() => dialog.getByRole('checkbox', { name: 'Squash Hub' }).isDisabled()).toBe(true);
  await dialog.getByText('Already in this group').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Grid', { exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: 'Grid' }).isChecked()).toBe(true);
  await placeCard(page, 'Squash Hub').getByRole('link', { name: 'Open Squash Hub in maps' }).waitFor();
  await expectScreen(page, 'Group Places');

  // Coming from game creation, saving a place goes back there with the new place chosen.
  await page.goto(`/places/create?group_id=${targetId}&from=game`);
  await expectScreen(page, 'Add Place');
  await fillPlaceForm(page, { name: 'Wall Street Courts', address: '9 Wall Street' });
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL(new RegExp(`/games/new\\?group_id=${targetId}&place_id=[0-9a-f-]{36}$`));
});

test('at phone width in dark mode: the empty list, then places by group and ungrouped', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Noor Haddad');
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/places');
  await expectScreen(page, 'Places');
  await page.getByRole('heading', { name: placeMessages.empty }).waitFor();
  await page.getByRole('link', { name: 'Add Place' }).click();
  await expectScreen(page, 'Add Place');

  // Without a group the place is the user's own; with one it is listed in that group.
  await fillPlaceForm(page, { name: 'Home Court', address: '1 Backyard Way', cost: '0' });
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL('**/places');
  const group = uniqueGroupName('Board Games');
  const groupId = await createGroup(page, group);
  await page.goto('/places/create');
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: group }).click();
  await fillPlaceForm(page, { name: 'Dice Cafe', address: '77 Meeple Street', cost: '8' });
  await page.getByLabel('Group cost per hour (optional)').fill('6.25');
  await expectScreen(page, 'Add Place');
  await page.getByRole('button', { name: 'Save place' }).click();
  await page.waitForURL(`**/groups/${groupId}`);
  await page.getByText('$6.25/hour').waitFor();

  await page.goto('/places');
  await expectScreen(page, 'Places');
  await placeCard(page, 'Home Court').getByText('$0.00/hour').waitFor();
  await placeCard(page, 'Dice Cafe').getByText('$6.25/hour').waitFor();
  await page.getByText('by groups', { exact: true }).click();
  const section = page.getByRole('region', { name: group });
  await section.getByRole('heading', { level: 2, name: group }).waitFor();
  await section.getByRole('link', { name: 'Edit Dice Cafe' }).waitFor();
  const ungrouped = page.getByRole('region', { name: 'ungrouped' });
  await placeCard(ungrouped, 'Home Court').waitFor();
  await expect.poll(() => section.getByText('Home Court').count()).toBe(0);
  await expectScreen(page, 'Places');
});

test('a member sees the places but no admin buttons; a stranger is sent away', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Alex Moreau');
  const name = uniqueGroupName('Thursday Tennis');
  const groupId = await createGroup(page, name);
  const code = await generateInvite(page);
  await addPlace(page, {
    groupId,
    name: 'Lakeside Courts',
    address: '3 Lake Drive',
    contactNumber: '555 0199',
  });
  await openGroupPlaces(page, groupId);
  await page.getByRole('button', { name: 'Remove Lakeside Courts' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove place' });
  await confirm.getByText(placeMessages.confirmDelete).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  const friendContext = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
  });
  await signInAsNewUser(friendContext, baseUrl, 'Jordan Vale');
  const friend = await newPage(friendContext);
  const problems = watchConsole(friend);

  // Not a member yet: the places screen sends them home (and home sends signed-in users on).
  await friend.goto(`/groups/${groupId}/places`);
  await friend.waitForURL('**/dashboard');

  await joinWithCode(friend, groupId, code);
  await friend.waitForURL(`**/groups/${groupId}`);
  await openGroupPlaces(friend, groupId);
  const card = placeCard(friend, 'Lakeside Courts');
  await card.getByRole('link', { name: '555 0199' }).waitFor();
  expect(await card.getByRole('link', { name: '555 0199' }).getAttribute('href')).toBe('tel:5550199');
  const maps = card.getByRole('link', { name: 'Open Lakeside Courts in maps' });
  expect(await maps.getAttribute('target')).toBe('_blank');
  expect(await maps.getAttribute('rel')).toContain('noopener');
  // Adding, importing, editing and removing a group's places are the admin's (spec 000 §6).
  for (const control of ['Edit Lakeside Courts', 'Remove Lakeside Courts', 'Add Place', 'Import places']) {
    await expect.poll(() => friend.getByRole('link', { name: control }).count()).toBe(0);
    await expect.poll(() => friend.getByRole('button', { name: control }).count()).toBe(0);
  }

  // The edit screen opened by address is read-only for them.
  const placeId = await page.evaluate(
    async ({ id }) => {
      const answer = await fetch(`/api/groups/${id}/places`);
      return ((await answer.json()) as { places: { id: string }[] }).places[0]?.id;
    },
    { id: groupId },
  );
  await friend.goto(`/groups/${groupId}/places/${placeId}/edit`);
  await friend.getByText('Only group admins can edit this place.').waitFor();
  await expect.poll(() => friend.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  await expectScreen(friend, 'Edit Place');
  expect(problems).toEqual([]);
  await friendContext.close();
});
