import type { Page } from 'playwright-core';
import { expect, expectScreen, TIME_ZONE, test } from './support/fixtures';
import { answer, bookNow, gameOpened, setUpCrew } from './support/games';
import { dayInTimeZone, uniqueGroupName } from './support/groups';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Saturday the Sat 7am preset picks (the next one, never today) plus `weeks`, as the screens write it. */
function saturday(weeks: number): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' }).format(
    new Date(),
  );
  const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  const ahead = ((6 - today + 7) % 7 || 7) + 7 * weeks;
  return dayInTimeZone(new Date(Date.now() + ahead * DAY_MS));
}

/** A game's card on the games list, by its title link and the date it shows. */
function card(page: Page, title: string, date: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ hasText: `${date} · 7:00 AM` });
}

async function confirmIn(page: Page, dialogName: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a weekly game is completed and next week’s poll appears', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Weekly Club');
  const title = uniqueGroupName('Weekly Doubles');

  // New Game with Repeat weekly ticked.
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Sat 7am', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  await page.getByRole('button', { name: 'Create Game' }).click();
  const gameId = await gameOpened(page);
  await page.getByText('Repeats weekly').waitFor();

  // Both say yes; it is booked, confirmed and completed.
  await answer(page, 'Yes');
  const friend = crew.friendPage;
  await friend.goto(`/games/${gameId}`);
  await expectScreen(friend, 'Game Details');
  await answer(friend, 'Yes');
  await page.reload();
  await page.getByText('Yes (2)').waitFor();
  await bookNow(page);
  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await confirmIn(page, 'Mark as Confirmed', "Yes, it's reserved");
  await confirmIn(page, 'Add an expense?', 'Later');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await confirmIn(page, 'Mark as Completed', 'Mark as Completed');
  await page.getByText('Completed', { exact: true }).waitFor();

  // The games list: this week's game completed, next week's poll at the same time, a week later.
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await card(page, title, saturday(0)).getByText('Completed', { exact: true }).waitFor();
  const next = card(page, title, saturday(1));
  await next.getByText('Poll', { exact: true }).waitFor();
  await next.getByText('Going: 0 · No: 0').waitFor();

  // The friend hears of it in the feed.
  await friend.goto('/updates');
  await expectScreen(friend, 'Updates');
  await friend
    .getByRole('list', { name: 'Updates' })
    .getByText(`Next week's poll opened in ${crew.groupName}: ${title}`)
    .waitFor();
  expect(crew.friendProblems, 'console errors in the friend page').toEqual([]);
  await crew.friendContext.close();

  // Next week's poll repeats too, until the organizer stops it…
  await next.getByRole('link', { name: title, exact: true }).click();
  const nextId = await gameOpened(page);
  expect(nextId).not.toBe(gameId);
  await page
    .getByText(`${saturday(1)} · 7:00 AM`)
    .first()
    .waitFor();
  await page.getByText('Repeats weekly').waitFor();
  await page.getByRole('button', { name: 'Stop repeating' }).click();
  await page.getByRole('dialog', { name: 'Stop repeating' }).getByText('No more weekly polls').waitFor();
  await expectScreen(page, 'Game Details');
  await confirmIn(page, 'Stop repeating', 'Stop repeating');
  await expect.poll(() => page.getByText('Repeats weekly').count()).toBe(0);
  // …and starts it again from the game's menu.
  await page.getByRole('button', { name: 'Repeat weekly' }).click();
  await confirmIn(page, 'Repeat weekly', 'Repeat weekly');
  await page.getByText('Repeats weekly').waitFor();
  await page.getByRole('button', { name: 'Stop repeating' }).waitFor();
});
