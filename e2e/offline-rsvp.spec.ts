import type { BrowserContext, Page } from 'playwright-core';
import { gameMessages } from '../src/shared/games';
import { QUEUED_RSVP_HINT } from '../src/shared/offline';
import { expect, expectScreen, newPage, serviceWorkerTest as test } from './support/fixtures';
import { addGame, apiAs, type BookedGame, closeFriends, setUpBookedGame } from './support/money';
import { deviceData, expectOfflineErrors, offlineBanner } from './support/offline';

const AVERY = 'Avery Queue';
const BLAKE = 'Blake Queue';
const CASEY = 'Casey Queue';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A poll in the crew's group; Blake watches its page in his own browser. */
async function pollWatchedByBlake(context: BrowserContext, baseUrl: string, game: BookedGame) {
  const pollId = await addGame(context, baseUrl, game, {
    title: 'Queued Doubles',
    date: new Date(Date.now() + 5 * DAY_MS),
    status: 'poll',
  });
  const blake = game.first.page;
  await blake.goto(`/games/${pollId}`);
  await expectScreen(blake, 'Game Details');
  return { pollId, blake };
}

/** My answer buttons on the poll's (only) option. */
const myAnswer = (page: Page, response: 'Yes' | 'No' | 'Maybe') =>
  page
    .getByRole('group', { name: /^Your answer for / })
    .first()
    .getByRole('button', { name: response, exact: true });

/** Offline: the answer shows as given at once, with the hint that it waits, and nothing is sent. */
async function answerOffline(page: Page, response: 'Yes' | 'No' | 'Maybe') {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') sent.push(request.url());
  });
  await myAnswer(page, response).click();
  await expect.poll(() => myAnswer(page, response).getAttribute('aria-pressed')).toBe('true');
  await page.getByText(QUEUED_RSVP_HINT).waitFor();
  expect(sent).toEqual([]);
}

/** The answers the server holds on the poll's option, as 'name response'. */
async function answersOnServer(context: BrowserContext, baseUrl: string, pollId: string) {
  const detail = await apiAs(context, baseUrl)<{
    options: { rsvps: { fullName: string; response: string }[] }[];
  }>('GET', `/api/games/${pollId}`);
  return (detail.options[0]?.rsvps ?? []).map((rsvp) => `${rsvp.fullName} ${rsvp.response}`).sort();
}

test('an RSVP given offline is sent on reconnecting, and another browser sees it', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const { pollId, blake } = await pollWatchedByBlake(context, baseUrl, game);
  await page.goto(`/games/${pollId}`);
  await expectScreen(page, 'Game Details');

  await context.setOffline(true);
  await offlineBanner(page).waitFor();
  await answerOffline(page, 'Maybe');
  await answerOffline(page, 'Yes');
  expect(await answersOnServer(context, baseUrl, pollId)).toEqual([]);

  await context.setOffline(false);
  await blake.getByText('Yes (1)').waitFor();
  await blake.getByText(AVERY).first().waitFor();
  await page.getByText(QUEUED_RSVP_HINT).waitFor({ state: 'hidden' });
  expect(await myAnswer(page, 'Yes').getAttribute('aria-pressed')).toBe('true');
  // Only the last answer was sent: Maybe, replaced while waiting, never reached the server.
  expect(await answersOnServer(context, baseUrl, pollId)).toEqual([`${AVERY} yes`]);
  await expect.poll(async () => (await deviceData(page)).keys).not.toContain(expect.stringMatching(/^rsvp/));
  await closeFriends(game);
});

test('an RSVP given offline in a tab closed before the network returned is sent when the app opens', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const { pollId, blake } = await pollWatchedByBlake(context, baseUrl, game);
  await page.goto(`/games/${pollId}`);
  await expectScreen(page, 'Game Details');

  await context.setOffline(true);
  await answerOffline(page, 'No');
  await expect.poll(async () => (await deviceData(page)).keys).toContainEqual(expect.stringMatching(/^rsvp/));
  await page.close();
  await context.setOffline(false);
  expect(await answersOnServer(context, baseUrl, pollId)).toEqual([]);

  const reopened = await newPage(context);
  await reopened.goto('/games');
  await expectScreen(reopened, 'Games');
  await blake.getByText('No (1)').waitFor();
  expect(await answersOnServer(context, baseUrl, pollId)).toEqual([`${AVERY} no`]);
  await reopened.goto(`/games/${pollId}`);
  await expectScreen(reopened, 'Game Details');
  expect(await myAnswer(reopened, 'No').getAttribute('aria-pressed')).toBe('true');
  await closeFriends(game);
});

test('a queued RSVP the server refuses rolls back and says why', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  expectOfflineErrors(page);
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const { pollId, blake } = await pollWatchedByBlake(context, baseUrl, game);
  const { options } = await apiAs(context, baseUrl)<{ options: { id: string }[] }>(
    'GET',
    `/api/games/${pollId}`,
  );
  const optionId = options[0]?.id;
  for (const friend of [game.first, game.last]) {
    await apiAs(friend.context, baseUrl)('PUT', `/api/games/${pollId}/rsvp`, { optionId, response: 'yes' });
  }
  await page.goto(`/games/${pollId}`);
  await expectScreen(page, 'Game Details');
  await page.getByText('Yes (2)').waitFor();

  await context.setOffline(true);
  await answerOffline(page, 'No');
  // Meanwhile Blake books the game: it is no longer a poll, so Avery's answer cannot be taken.
  await apiAs(game.first.context, baseUrl)('POST', `/api/games/${pollId}/book`, { optionId });
  await blake.getByText('Going: 2').waitFor();

  await context.setOffline(false);
  await page.getByRole('alert').filter({ hasText: gameMessages.notAPoll }).waitFor();
  await page.getByText('Going: 2').waitFor();
  await expect.poll(() => page.getByText(QUEUED_RSVP_HINT).count()).toBe(0);
  expect(await answersOnServer(context, baseUrl, pollId)).toEqual([`${BLAKE} yes`, `${CASEY} yes`]);
  await closeFriends(game);
});
