import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { FIRST_SCREEN_DATA_ID, KEPT_FIRST_SCREEN_CACHE } from '../src/shared/first-screen';
import { formatGameDate, formatGameTime } from '../src/shared/time';
import { expect, expectScreen, newPage, TIME_ZONE, serviceWorkerTest as test } from './support/fixtures';
import { closeFriends, setUpBookedGame } from './support/money';
import { deviceData, untilServiceWorkerControls, userDataLeft } from './support/offline';
import { signInAsNewUser } from './support/session';

/** The data the signed-in frame (profile, Updates badge) and the games list show on a cold start. */
const FIRST_SCREEN = ['/api/games', '/api/groups', '/api/me', '/api/updates/unread'];

test('a cold start asks for the dashboard’s data beside the session check, not after its answer', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && FIRST_SCREEN.includes(path)) asked.add(path);
  });
  // The session check is held until the screen's requests have all started (5 s at most): a screen that
  // asked only once the session was known would have asked for nothing by then.
  let askedBeforeSession: string[] | undefined;
  await page.route('**/api/auth/get-session', async (route) => {
    if (!askedBeforeSession) {
      const deadline = Date.now() + 5_000;
      while (asked.size < FIRST_SCREEN.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      askedBeforeSession = [...asked].sort();
    }
    await route.continue();
  });
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  expect(askedBeforeSession).toEqual(FIRST_SCREEN);
});

test('a cold start loads at most 250 KB of gzipped JS, and the account menu’s code only when pressed', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  const scripts: Promise<number>[] = [];
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    names.push(new URL(response.url()).pathname);
    scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  const kilobytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
  expect(kilobytes).toBeLessThanOrEqual(250);
  expect(names.filter((name) => name.includes('account-menu-open'))).toEqual([]);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
});

/** A new browser profile signed in as `context`'s user: no HTTP cache and no service worker yet, as on a cold start. */
async function coldProfile(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  javaScriptEnabled: boolean,
) {
  return browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
    javaScriptEnabled,
    storageState: await context.storageState(),
  });
}

test('a cold start paints the games from the HTML before any script runs, and the app then takes them over', async ({
  browser,
  context,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Avery Stone', 'Blake Reed', 'Casey Moon']);
  // A returning member: their profile knows their time zone, which the server draws the screen in.
  const zone = await context.request.put(`${baseUrl}/api/me/time-zone`, {
    data: { timeZone: TIME_ZONE },
    headers: { origin: baseUrl },
  });
  expect(zone.status()).toBe(204);
  const { games } = (await (await context.request.get(`${baseUrl}/api/games`)).json()) as {
    games: { id: string; date: string }[];
  };
  const date = games.find((listed) => listed.id === game.gameId)?.date ?? '';
  const when = `${formatGameDate(date, TIME_ZONE)} · ${formatGameTime(date, TIME_ZONE)}`;

  // Scripts off: all that shows is what the HTML holds.
  const bare = await coldProfile(browser, context, baseUrl, false);
  const html = await bare.newPage();
  await html.goto('/dashboard');
  await html.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
  expect(await html.title()).toBe('Games | Turnout');
  await html.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }).waitFor();
  const card = html.getByRole('listitem').filter({ hasText: game.gameTitle });
  await expect.poll(() => card.textContent()).toContain(game.groupName);
  expect(await card.textContent()).toContain(when);
  await bare.close();

  // Scripts on: the same screen at once, then the app's own, which works as ever.
  const cold = await coldProfile(browser, context, baseUrl, true);
  const page = await newPage(cold);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { name: game.gameTitle }).getByRole('link');
  await title.waitFor();
  await expect
    .poll(() => page.evaluate((id) => document.getElementById(id) === null, FIRST_SCREEN_DATA_ID), {
      // The app's scripts take over once loaded: on a busy machine that can take longer than the default 1 s.
      timeout: 10_000,
    })
    .toBe(true);
  await expectScreen(page, 'Games');
  expect(await page.getByRole('listitem').filter({ hasText: game.gameTitle }).textContent()).toContain(when);
  await title.click();
  await expectScreen(page, 'Game Details');
  await page.getByRole('heading', { name: game.gameTitle, level: 1 }).waitFor();
  await cold.close();
  await closeFriends(game);
});

test('a warm start paints the games the device last showed from the service worker; signing out removes them', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Avery Warm', 'Blake Warm', 'Casey Warm']);
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  await untilServiceWorkerControls(page);
  // Once the list has settled on the server's answers, the page keeps it as drawn.
  const kept = () =>
    page.evaluate(
      async (cacheName) => (await (await caches.match('/dashboard', { cacheName }))?.text()) ?? '',
      KEPT_FIRST_SCREEN_CACHE,
    );
  await expect.poll(kept, { timeout: 10_000 }).toContain(game.gameTitle);
  const scheme = await page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

  // The next start from the home screen: the worker's page already holds the games, in the scheme they had.
  const start = await page.goto('/dashboard', { waitUntil: 'commit' });
  expect(start?.fromServiceWorker()).toBe(true);
  const html = (await start?.text()) ?? '';
  expect(html).toContain(`<html lang="en" data-mantine-color-scheme="${scheme}">`);
  expect(html).toContain('<title>Games | Turnout</title>');
  expect(html).toContain(game.gameTitle);
  expect(html).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
  await expect
    .poll(() => page.evaluate((id) => document.getElementById(id) === null, FIRST_SCREEN_DATA_ID), {
      // The app's scripts take over once loaded: on a busy machine that can take longer than the default 1 s.
      timeout: 10_000,
    })
    .toBe(true);
  await expectScreen(page, 'Games');
  // Another list than the home view's is never answered with it.
  const filtered = await page.goto(`/games?group=${game.groupId}`, { waitUntil: 'commit' });
  expect(await filtered?.text()).not.toContain(game.gameTitle);
  await expectScreen(page, 'Games');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await expect.poll(async () => userDataLeft(await deviceData(page))).toEqual([]);
  const afterSignOut = await page.goto('/dashboard', { waitUntil: 'commit' });
  expect(await afterSignOut?.text()).not.toContain(game.gameTitle);
  await page.waitForURL('**/login');
  await closeFriends(game);
});
