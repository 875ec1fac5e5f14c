import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { createGame, setUpCrew } from './support/games';
import { uniqueGroupName } from './support/groups';

test('an edit of title and time: the friend reads both on the game page, the time first; the editor sees no notice', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Change Crew');
  const title = uniqueGroupName('Morning Rally');
  const gameId = await createGame(page, { groupId: crew.groupId, title, preset: 'Sun 8am' });

  const renamed = uniqueGroupName('Late Rally');
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Time').selectOption({ label: '10:30 AM' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
  await expectScreen(page, 'Game Details');
  expect(await page.getByText('This game was updated').count()).toBe(0);

  const friend = crew.friendPage;
  await friend.setViewportSize(PHONE);
  await friend.goto(`/games/${gameId}`);
  const notice = friend.getByRole('alert').filter({ hasText: 'This game was updated' });
  await notice.waitFor();
  await expectScreen(friend, 'Game Details');
  const lines = notice.getByText(/ changed from /);
  await expect
    .poll(() => lines.allTextContents())
    .toEqual(['Time changed from 8:00 AM to 10:30 AM.', `Title changed from "${title}" to "${renamed}".`]);
  await notice.getByRole('button', { name: `Dismiss update to ${renamed}` }).click();
  await expect.poll(() => friend.getByText('This game was updated').count()).toBe(0);
  expect(crew.friendProblems).toEqual([]);
  await crew.friendContext.close();
});
