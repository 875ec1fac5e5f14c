import type { Page } from 'playwright-core';
import { gameMessages } from '../src/shared/games';
import { expect, expectScreen, PHONE, TIME_ZONE, test } from './support/fixtures';
import { createGame, setUpCrew } from './support/games';
import { dayInTimeZone } from './support/groups';
import { apiAs, closeFriends, setUpBookedGame } from './support/money';

// Issue 56: a poll could be proposed for a time already passed (Past Due at once), and a game could be marked
// completed days before it took place without a word.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Yesterday as a date field takes it ('YYYY-MM-DD'), in the browsers' time zone. */
function yesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() - DAY_MS));
}

/** The POST requests the page sends to paths ending in `suffix`, counted from now on. */
function postsTo(page: Page, suffix: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(suffix)) seen.count += 1;
  });
  return seen;
}

test('a poll, or another option of it, dated before now is refused by the form before anything is sent', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  const crew = await setUpCrew(browser, context, baseUrl, 'Past Dates');
  await crew.friendContext.close();

  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  const newGames = postsTo(page, '/api/games');
  await page.getByRole('textbox', { name: 'Date' }).fill(yesterday());
  await page.getByRole('combobox', { name: 'Time' }).selectOption({ label: '7:00 PM' });
  await page.getByRole('button', { name: 'Create Game' }).click();
  await page.getByText(gameMessages.optionInPast).waitFor();
  await expectScreen(page, 'New Game');
  expect(newGames.count).toBe(0);

  await createGame(page, { groupId: crew.groupId, title: 'Next Saturday' });
  const options = postsTo(page, '/options');
  const addOption = page.getByRole('region', { name: 'Add option' });
  await addOption.getByRole('textbox', { name: 'Date' }).fill(yesterday());
  await addOption.getByRole('combobox', { name: 'Time' }).selectOption({ label: '8:00 AM' });
  await addOption.getByRole('button', { name: 'Add option' }).click();
  await addOption.getByText(gameMessages.optionInPast).waitFor();
  expect(options.count).toBe(0);
});

test('Mark as Completed on a game still to come asks first, naming its date', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  const game = await setUpBookedGame(browser, context, baseUrl, ['Riley Park', 'Sam Quinn', 'Alex Kim']);
  await closeFriends(game);
  const { game: booked } = await apiAs(context, baseUrl)<{ game: { date: string } }>(
    'GET',
    `/api/games/${game.gameId}`,
  );

  await page.goto(`/games/${game.gameId}`);
  await expectScreen(page, 'Game Details');
  // Three days ahead, written as the app writes dates, in the viewer's zone.
  const question = gameMessages.completeEarly(dayInTimeZone(new Date(booked.date)));
  expect(question).toMatch(/^This game is on \w{3}, \w{3} \d{1,2}, \d{4}\. Mark it completed anyway\?$/);
  const dialog = page.getByRole('dialog', { name: 'Mark as Completed' });

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await dialog.getByText(question).waitFor();
  await expectScreen(page, 'Game Details');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Confirmed', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Completed', { exact: true }).waitFor();
});
