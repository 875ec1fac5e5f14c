import type { Locator, Page, Request } from 'playwright-core';
import { expenseMessages } from '../src/shared/expenses';
import { OFFLINE_MONEY_TOOLTIP } from '../src/shared/offline';
import { expect, expectScreen, serviceWorkerTest as test } from './support/fixtures';
import { addExpenseByApi, apiAs, closeFriends, debtRow, setUpBookedGame } from './support/money';
import {
  deviceData,
  expectOfflineErrors,
  keptQueries,
  offlineBanner,
  untilServiceWorkerControls,
  userDataLeft,
} from './support/offline';
import { signInAsNewUser } from './support/session';

const AVERY = 'Avery Offline';
const BLAKE = 'Blake Offline';
const CASEY = 'Casey Offline';

/** The banner's second half: when the data on screen was fetched, in the browser's zone. */
const LAST_REFRESHED = /Last refreshed \d{1,2}:\d{2} [AP]M/;

/** Offline, a money action stays in view, does nothing when pressed, and its tooltip says why. */
async function expectWaitsForConnection(page: Page, action: Locator) {
  await expect.poll(() => action.getAttribute('aria-disabled')).toBe('true');
  const address = page.url();
  const sent: string[] = [];
  const record = (request: Request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  };
  page.on('request', record);
  await action.click({ force: true });
  await page.getByRole('tooltip').filter({ hasText: OFFLINE_MONEY_TOOLTIP }).waitFor();
  page.off('request', record);
  expect(page.url()).toBe(address);
  expect(sent).toEqual([]);
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });
}

test('signing out leaves no data of the user on the device', async ({ context, page, baseUrl }) => {
  await signInAsNewUser(context, baseUrl, 'Dana Device');
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await untilServiceWorkerControls(page);
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  // What a cache of photos or other answers would hold, had the app one.
  await page.evaluate(async () => {
    const cache = await caches.open('turnout-photos');
    await cache.put('/api/photos/x', new Response('a photo'));
  });
  await expect.poll(async () => userDataLeft(await deviceData(page)).length).toBeGreaterThan(2);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await expect.poll(async () => userDataLeft(await deviceData(page))).toEqual([]);
  // The app shell stays, so the next person to sign in here can still open the app offline.
  const shell = Object.values((await deviceData(page)).caches).flat();
  expect(shell).toContain('/index.html');
});

test('a session found gone takes the device’s data with it', async ({ context, page, baseUrl }) => {
  await signInAsNewUser(context, baseUrl, 'Ellis Gone');
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await expect.poll(async () => (await deviceData(page)).keys.length).toBeGreaterThan(0);

  // The session ends elsewhere: the next screen's data is refused (401), the session check says so.
  await context.clearCookies();
  await page.getByRole('link', { name: /^Updates/ }).click();
  await page.waitForURL('**/login');
  await expect.poll(async () => userDataLeft(await deviceData(page))).toEqual([]);
});

test('another person signing in on the device sees nothing the last one left', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  await closeFriends(game);
  const { user: avery } = await apiAs(context, baseUrl)<{ user: { id: string } }>('GET', '/api/me');
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await page.getByRole('link', { name: game.gameTitle }).first().waitFor();
  await expect.poll(async () => (await deviceData(page)).keys).toContain(`query-cache:${avery.id}`);

  // Avery's session ends without a sign-out here (it expires); Finley signs in on the same browser.
  const elsewhere = await browser.newContext({ baseURL: baseUrl });
  const finley = await signInAsNewUser(elsewhere, baseUrl, 'Finley Next');
  await elsewhere.close();
  await context.clearCookies();
  // Whether Avery's game is ever on screen, from the first paint of every page on.
  await page.addInitScript((title) => {
    const state = { seen: false };
    Object.assign(window, { averysGame: state });
    new MutationObserver(() => {
      if (document.body?.innerText.includes(title)) state.seen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, game.gameTitle);
  await page.goto('/login');
  await page.getByLabel('Email').fill(finley.email);
  await page.getByLabel('Password').fill(finley.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expectScreen(page, 'Games');
  await page.getByRole('link', { name: /^Updates/ }).click();
  await expectScreen(page, 'Updates');
  const { user } = await apiAs(context, baseUrl)<{ user: { id: string } }>('GET', '/api/me');
  await expect.poll(async () => (await deviceData(page)).keys).toEqual([`query-cache:${user.id}`]);
  expect(
    await page.evaluate(() => (window as unknown as { averysGame: { seen: boolean } }).averysGame.seen),
  ).toBe(false);
});

test('a returning member sees what the device kept at once, while the server checks the session', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  await closeFriends(game);
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await page.getByRole('link', { name: game.gameTitle }).first().waitFor();
  const { user } = await apiAs(context, baseUrl)<{ user: { id: string } }>('GET', '/api/me');
  await expect.poll(() => keptQueries(page, user.id)).toContain('["games","list","all"]');

  // The session check and the data wait on the server; the games show all the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await page.getByRole('link', { name: game.gameTitle }).first().waitFor();
  expect(await page.evaluate(() => document.title)).toBe('Games | Turnout');
  release();
  await expectScreen(page, 'Games');
  await page.unrouteAll({ behavior: 'wait' });
});

test('what the device kept is shown at once but asked for again: a reload shows a change made elsewhere', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await page.getByText(expenseMessages.noDebts).waitFor();
  await page.goto('about:blank');

  // Within the half minute the app would trust an answer it had just fetched itself.
  await addExpenseByApi(game.first.context, baseUrl, game.gameId, 3000, 'Court');
  await closeFriends(game);
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await debtRow(page, expenseMessages.youOwe(BLAKE)).waitFor();
});

test('after one visit, the games list, a game, Settle Up, My Expenses and Updates read offline; money waits', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  await addExpenseByApi(game.first.context, baseUrl, game.gameId, 3000, 'Court rental');
  await closeFriends(game);
  const { user } = await apiAs(context, baseUrl)<{ user: { id: string } }>('GET', '/api/me');

  // One visit to each screen while online, each staying until the device has kept what it showed.
  await page.goto('/games');
  await expectScreen(page, 'Games');
  await untilServiceWorkerControls(page);
  const { gameId } = game;
  for (const [path, screen, kept] of [
    [
      `/games/${gameId}`,
      'Game Details',
      [`["games","${gameId}","expenses"]`, `["games","${gameId}","photos"]`],
    ],
    ['/settle-up', 'Settle Up', ['["settle-up"]']],
    ['/expenses', 'Expenses', ['["expenses","all","all"]']],
    ['/updates', 'Updates', ['["updates","feed"]']],
    ['/games', 'Games', ['["games","list","all"]']],
  ] as const) {
    await page.goto(path);
    await expectScreen(page, screen);
    await expect.poll(() => keptQueries(page, user.id)).toEqual(expect.arrayContaining([...kept]));
  }

  await context.setOffline(true);
  // Moving around inside the open app.
  await offlineBanner(page).waitFor();
  await expect.poll(() => offlineBanner(page).textContent()).toMatch(LAST_REFRESHED);
  await page.getByRole('link', { name: game.gameTitle }).first().click();
  await expectScreen(page, 'Game Details');
  await page.getByText('Court rental').first().waitFor();
  await expectWaitsForConnection(page, page.getByRole('link', { name: 'Add Expense' }));

  // Opening the app afresh with no network: the worker serves the shell, the device the data.
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await offlineBanner(page).waitFor();
  const debt = debtRow(page, expenseMessages.youOwe(BLAKE));
  await expectWaitsForConnection(page, debt.getByRole('button', { name: 'Mark Paid' }));

  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  await page.getByText('Court rental').first().waitFor();

  await page.goto('/updates');
  await expectScreen(page, 'Updates');
  await offlineBanner(page).waitFor();

  await page.goto('/games');
  await expectScreen(page, 'Games');
  await page.getByRole('link', { name: game.gameTitle }).first().waitFor();
  await context.setOffline(false);
});
