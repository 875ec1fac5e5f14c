import type { Page } from 'playwright-core';
import { apiAs } from './support/admin';
import { expect, TIME_ZONE, test } from './support/fixtures';
import { setUpCrew } from './support/games';

// Issue 57: a game's date is typed as the viewer's language writes a date, and its calendar names the months and
// days in that language and starts the week on the region's first day.

/** The calendar's weekday headers, in order, and the month it shows. */
async function openCalendar(page: Page, field: string) {
  await page.getByRole('textbox', { name: field }).click();
  const headers = page.locator('table thead th');
  await headers.first().waitFor();
  return { weekdays: await headers.allInnerTexts() };
}

/** A game's date and time on the wall clock of the spec's time zone. */
async function wallClockOf(api: ReturnType<typeof apiAs>, gameId: string) {
  const { game } = await api<{ game: { date: string } }>('GET', `/api/games/${gameId}`);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(game.date));
}

test('a German organizer types 28.03.2030 in a calendar of German months whose weeks start on Monday', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Datum Crew');
  const api = apiAs(context, baseUrl);
  await api('PATCH', '/api/me', { locale: 'de' });
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await page.getByRole('heading', { name: 'Neues Spiel', level: 1 }).waitFor();

  const date = page.getByRole('textbox', { name: 'Datum' });
  await date.fill('28.03.2030');
  const { weekdays } = await openCalendar(page, 'Datum');
  expect(weekdays).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  await page.getByRole('button', { name: 'März 2030', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Uhrzeit' }).selectOption('19:00');
  await date.blur();
  expect(await date.inputValue()).toBe('28.03.2030');
  await page.getByRole('button', { name: 'Spiel erstellen' }).click();
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(await wallClockOf(api, gameId)).toBe('2030-03-28 19:00');
  await crew.friendContext.close();
});

test('in US English the same field reads 03/28/2030 and its weeks start on Sunday', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Date Crew');
  const api = apiAs(context, baseUrl);
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await page.getByRole('heading', { name: 'New Game', level: 1 }).waitFor();

  const date = page.getByRole('textbox', { name: 'Date' });
  await date.fill('03/28/2030');
  const { weekdays } = await openCalendar(page, 'Date');
  expect(weekdays).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  await page.getByRole('button', { name: 'March 2030', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Time' }).selectOption('19:00');
  await page.getByRole('button', { name: 'Create Game' }).click();
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(await wallClockOf(api, gameId)).toBe('2030-03-28 19:00');
  await crew.friendContext.close();
});
