import type { BrowserContext, Page } from 'playwright-core';
import { expect, expectScreen, serviceWorkerTest as test } from './support/fixtures';
import { apiAs, closeFriends, setUpBookedGame } from './support/money';
import { deviceData, expectOfflineErrors, offlineBanner } from './support/offline';

const AVERY = 'Avery Talk';
const BLAKE = 'Blake Talk';
const CASEY = 'Casey Talk';

/** The game's discussion, as its heading names it. */
const discussion = (page: Page) => page.getByRole('region', { name: 'Discussion' });

async function openGame(page: Page, gameId: string) {
  const streaming = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  await streaming;
  await discussion(page).waitFor();
}

async function write(page: Page, text: string) {
  const box = discussion(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await discussion(page).getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => box.inputValue()).toBe('');
}

/** The messages the server holds for the game, oldest first. */
async function messagesOnServer(context: BrowserContext, baseUrl: string, gameId: string) {
  const page = await apiAs(context, baseUrl)<{ messages: { body: string }[] }>(
    'GET',
    `/api/games/${gameId}/messages`,
  );
  return page.messages.map((m) => m.body).reverse();
}

test('two members talk on a game, each seeing the other’s message arrive without reloading', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const blake = game.first.page;
  await Promise.all([openGame(page, game.gameId), openGame(blake, game.gameId)]);
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  await write(page, 'Running 10 minutes late\nstart without me');
  await discussion(blake).getByText('Running 10 minutes late').waitFor({ timeout: 5000 });
  await write(blake, 'No problem. Court 3, not 4: https://example.com/court-3');
  await discussion(page)
    .getByText(/Court 3, not 4/)
    .waitFor({ timeout: 5000 });
  const link = discussion(page).getByRole('link', { name: 'https://example.com/court-3' });
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');

  // A hostile message stays text on the other screen.
  await write(blake, '<img src=x onerror="window.owned=1">');
  await discussion(page).getByText('<img src=x onerror="window.owned=1">').waitFor({ timeout: 5000 });
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  expect(reloads).toBe(0);
  expect(await messagesOnServer(context, baseUrl, game.gameId)).toHaveLength(3);
  await closeFriends(game);
});

test('a message written offline waits on the device and is sent once when the network is back', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const blake = game.first.page;
  await Promise.all([openGame(page, game.gameId), openGame(blake, game.gameId)]);

  await context.setOffline(true);
  await offlineBanner(page).waitFor();
  await write(page, 'Who brings balls?');
  await discussion(page).getByText('Will be sent when you are back online').waitFor();
  await expect
    .poll(async () => (await deviceData(page)).keys)
    .toContainEqual(expect.stringMatching(/^message-queue/));

  await context.setOffline(false);
  await discussion(blake).getByText('Who brings balls?').waitFor({ timeout: 10_000 });
  await discussion(page).getByText('Will be sent when you are back online').waitFor({ state: 'hidden' });
  expect(await discussion(page).getByText('Who brings balls?').count()).toBe(1);
  expect(await messagesOnServer(context, baseUrl, game.gameId)).toEqual(['Who brings balls?']);
  await closeFriends(game);
});
