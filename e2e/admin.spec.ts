import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../test-support/build';
import { setUpAdminWorld } from './support/admin';
import { expect, expectScreen, test } from './support/fixtures';
import { choose } from './support/money';
import { signInAsNewUser } from './support/session';

test('the Admin Dashboard lists what the user runs, the games of all their groups, and filters by group', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const world = await setUpAdminWorld(browser, context, baseUrl);
  const [court, lake] = world.mine;
  const board = world.theirs;

  await page.goto('/admin');
  await expectScreen(page, 'Admin Dashboard');
  const rows = (label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

  // Groups: the two the user runs, not the one they only belong to.
  await page.getByRole('tab', { name: 'Groups', selected: true }).waitFor();
  await expect.poll(() => rows('Groups you administer').allTextContents()).toHaveLength(2);
  const groupRows = await rows('Groups you administer').allTextContents();
  expect(groupRows.join(' ')).toContain(court.name);
  expect(groupRows.join(' ')).toContain(lake.name);
  expect(groupRows.join(' ')).not.toContain(board.name);
  expect(groupRows[0]).toContain('2 members · 1 game · 1 place');

  // Games: every group's, newest first; the filter offers all three groups and narrows to one.
  await page.getByRole('tab', { name: 'Games' }).click();
  await expect
    .poll(() => rows('Games').getByRole('link').allTextContents())
    .toEqual([lake.gameTitle, board.gameTitle, court.gameTitle]);
  await choose(page, 'Group', board.name);
  await expect.poll(() => rows('Games').getByRole('link').allTextContents()).toEqual([board.gameTitle]);
  expect(new URL(page.url()).search).toBe(`?tab=games&group=${board.id}`);
  await expectScreen(page, 'Admin Dashboard');

  // The row opens the game.
  await rows('Games').getByRole('link', { name: board.gameTitle }).click();
  await page.waitForURL(`**/games/${board.gameId}`);
  await page.goBack();
  await page.getByRole('tab', { name: 'Games', selected: true }).waitFor();

  // Places: only the groups the user runs, in the rows and in the filter.
  await page.getByRole('tab', { name: 'Places' }).click();
  expect(new URL(page.url()).search).toBe('?tab=places');
  // By group name, then place name: Court Club's before Lake Paddlers'.
  await expect.poll(() => rows('Places').count()).toBe(2);
  const placeRows = await rows('Places').allTextContents();
  expect(placeRows[0]).toContain(court.placeName);
  expect(placeRows[1]).toContain(lake.placeName);
  await page.getByRole('combobox', { name: 'Group' }).click();
  const options = await page.getByRole('option').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['All groups', court.name, lake.name]));
  expect(options).not.toContain(board.name);
  await page.getByRole('option', { name: lake.name, exact: true }).click();
  await expect.poll(() => rows('Places').count()).toBe(1);
  await rows('Places').getByText(lake.placeName).waitFor();
  await expectScreen(page, 'Admin Dashboard');

  // Its Edit link opens the place's edit screen in that group; the group row opens the group.
  await page.getByRole('link', { name: `Edit ${lake.placeName} in ${lake.name}` }).click();
  await page.waitForURL(`**/groups/${lake.id}/places/${lake.placeId}/edit`);
  await page.goto('/admin');
  await rows('Groups you administer').getByRole('link', { name: court.name }).click();
  await page.waitForURL(`**/groups/${court.id}`);

  await world.close();
});

/** The release the server runs: the package's version, as a copy of the build carries it. */
const version = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

test('a user who runs no group sees empty tabs and the version, and the Admin menu entry is there for everyone', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Nora Newcomer');
  await page.goto('/groups');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL('**/admin');
  await expectScreen(page, 'Admin Dashboard');
  await page.getByText(`Version ${version}`, { exact: true }).waitFor();
  await page.getByText('You do not administer any groups yet.').waitFor();
  await page.getByRole('tab', { name: 'Games' }).click();
  await page.getByText('No games found.').waitFor();
  await page.getByRole('tab', { name: 'Places' }).click();
  await page.getByText('No places found.').waitFor();
});
