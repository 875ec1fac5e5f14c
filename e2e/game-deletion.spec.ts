import { gameMessages } from '../src/shared/games';
import { expect, expectScreen, test } from './support/fixtures';
import { createGame, setUpCrew } from './support/games';
import { uniqueGroupName } from './support/groups';

// Deleting a poll: by its creator, and by an admin once the creator has left the group.
test('the creator deletes a poll and is back on the games list', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Delete Crew');
  await crew.friendContext.close();
  const title = uniqueGroupName('Cancelled Meetup');
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  await page.getByRole('button', { name: 'Create Game' }).click();
  await page.getByText(gameMessages.dateTimeRequired).waitFor();
  await createGame(page, { groupId: crew.groupId, title, preset: 'Thu 7pm' });
  await page.getByText('7:00 PM', { exact: false }).first().waitFor();

  await page.getByRole('button', { name: 'Delete game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete game' });
  await dialog.getByText('Are you sure you want to delete this game?').waitFor();
  await expectScreen(page, 'Game Details');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL(/\/games$/);
  await expectScreen(page, 'Games');
  await page.getByText(gameMessages.noEmptyGames).waitFor();
  await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);
});

test('an admin deletes a poll whose creator has left the group', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Orphan Crew');
  const friend = crew.friendContext.request;
  const headers = { origin: baseUrl };
  const title = uniqueGroupName('Left Behind');
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const created = await friend.post(`${baseUrl}/api/games`, {
    data: { groupId: crew.groupId, placeId: crew.placeId, title, date, minPeopleRequired: 2 },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id: gameId } = (await created.json()) as { id: string };

  // While its creator is in the group, the poll is theirs to delete.
  await page.goto(`/games/${gameId}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Edit details' }).waitFor();
  expect(await page.getByRole('button', { name: 'Delete game' }).count()).toBe(0);

  expect((await friend.post(`${baseUrl}/api/groups/${crew.groupId}/leave`, { headers })).status()).toBe(200);
  await crew.friendContext.close();
  await page.reload();
  await page.getByRole('button', { name: 'Delete game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete game' });
  await dialog.getByText('Are you sure you want to delete this game?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL(/\/games$/);
  await expectScreen(page, 'Games');
  await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);
});
