import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expenseMessages } from '../src/shared/expenses';
import { allowConsoleError, expect, expectScreen, serviceWorkerTest as test } from './support/fixtures';
import {
  addExpenseByApi,
  apiAs,
  type BookedGame,
  closeFriends,
  debtRow,
  setUpBookedGame,
} from './support/money';
import {
  expectOfflineErrors,
  keptQueries,
  offlineBanner,
  untilServiceWorkerControls,
} from './support/offline';

const NAMES: [string, string, string] = ['Avery Kept', 'Blake Kept', 'Casey Kept'];
const BLAKE = NAMES[1];

/**
 * Longer than a refresh that gets no answer takes to give up (two retries, 1 s and 2 s apart): a person
 * reading a screen for a few seconds. What the device keeps must not depend on how quickly they move on.
 */
const READING_MS = 5_000;

/** Settle Up and My Expenses visited online, each until the device has kept what it showed. */
async function visitWhileOnline(page: Page, game: BookedGame, userId: string): Promise<void> {
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await untilServiceWorkerControls(page);
  await debtRow(page, expenseMessages.youOwe(BLAKE)).waitFor();
  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  await page.getByText('Court rental').first().waitFor();
  const kept = ['["me"]', '["settle-up"]', '["expenses","all","all"]'];
  await expect.poll(() => keptQueries(page, userId)).toEqual(expect.arrayContaining(kept));
  await closeFriends(game);
}

/** A booked game whose expense leaves the signed-in organizer owing Blake, seen online on both money screens. */
async function bookedGameWithExpense(page: Page, browser: Browser, context: BrowserContext, baseUrl: string) {
  const game = await setUpBookedGame(browser, context, baseUrl, NAMES);
  await addExpenseByApi(game.first.context, baseUrl, game.gameId, 3000, 'Court rental');
  const { user } = await apiAs(context, baseUrl)<{ user: { id: string } }>('GET', '/api/me');
  await visitWhileOnline(page, game, user.id);
}

test('opened without network, a screen waits for the network instead of failing, and the device keeps its data', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  await bookedGameWithExpense(page, browser, context, baseUrl);

  await context.setOffline(true);
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await offlineBanner(page).waitFor();
  await debtRow(page, expenseMessages.youOwe(BLAKE)).waitFor();
  // The screen's data waits for the network: no request for it is sent (and fails) while there is none.
  const dataRequests: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (
      pathname.startsWith('/api/') &&
      !pathname.startsWith('/api/auth/') &&
      request.resourceType() !== 'eventsource'
    )
      dataRequests.push(pathname);
  };
  page.on('request', record);
  await page.waitForTimeout(READING_MS);
  page.off('request', record);
  expect(dataRequests).toEqual([]);

  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  await page.getByText('Court rental').first().waitFor({ timeout: 10_000 });
  await context.setOffline(false);
});

test('with the server out of reach on a working network, what the screens showed stays on the device', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  allowConsoleError(page, /net::ERR_CONNECTION_REFUSED/);
  await bookedGameWithExpense(page, browser, context, baseUrl);

  // The browser says it is online, but no request reaches the server (a captive portal, a server restarting).
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await offlineBanner(page).waitFor();
  await debtRow(page, expenseMessages.youOwe(BLAKE)).waitFor();
  // Its refreshes fail and give up meanwhile; the screen still shows the kept debt, and the device keeps it.
  await page.waitForTimeout(READING_MS);
  await debtRow(page, expenseMessages.youOwe(BLAKE)).waitFor();

  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  await page.getByText('Court rental').first().waitFor({ timeout: 10_000 });
  await context.unroute('**/api/**');
});
