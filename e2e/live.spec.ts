import type { Page } from 'playwright-core';
import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, test } from './support/fixtures';
import { answer } from './support/games';
import { closeFriends, debtRow, markPaid, setUpBookedGame } from './support/money';

const AVERY = 'Avery Live';
const BLAKE = 'Blake Live';
const CASEY = 'Casey Live';
/** The promise: another person's change shows within a second, without reloading. */
const LIVE_MS = 1000;

/** Opens `path` and waits until its live stream is open (the server subscribes before answering). */
async function openWatching(page: Page, path: string, screen: string) {
  const streaming = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
  await page.goto(path);
  expect((await streaming).status()).toBe(200);
  await expectScreen(page, screen);
}

test('Avery watches Blake’s RSVP and then Blake’s Mark Paid arrive without reloading', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const blake = game.first.page;
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  // A new poll in the same group; both have its page open.
  const booked = (await (await context.request.get(`${baseUrl}/api/games/${game.gameId}`)).json()) as {
    game: { groupId: string; place: { id: string } };
  };
  const poll = await context.request.post(`${baseUrl}/api/games`, {
    headers: { origin: baseUrl },
    data: {
      groupId: booked.game.groupId,
      placeId: booked.game.place.id,
      title: 'Live Doubles',
      date: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
      minPeopleRequired: 2,
    },
  });
  const { id: pollId } = (await poll.json()) as { id: string };
  await openWatching(page, `/games/${pollId}`, 'Game Details');
  await page.getByText('Yes (0)').waitFor();
  reloads = 0;

  await blake.goto(`/games/${pollId}`);
  await expectScreen(blake, 'Game Details');
  await answer(blake, 'Yes');
  const answered = Date.now();
  await page.getByText('Yes (1)').waitFor({ timeout: LIVE_MS });
  await page.getByText(BLAKE, { exact: true }).first().waitFor({ timeout: LIVE_MS });
  expect(Date.now() - answered).toBeLessThan(LIVE_MS);

  // Later: Avery's court expense, Avery waiting on Settle Up, Blake marks his share paid.
  await context.request.post(`${baseUrl}/api/expenses`, {
    headers: { origin: baseUrl },
    data: { gameId: game.gameId, amountCents: 3000, description: 'Court', category: 'court' },
  });
  await openWatching(page, '/settle-up', 'Settle Up');
  const owed = debtRow(page, expenseMessages.owesYou(BLAKE));
  await owed.waitFor();
  reloads = 0;
  await blake.goto('/settle-up');
  await expectScreen(blake, 'Settle Up');
  await markPaid(blake, AVERY);
  const paid = Date.now();
  await owed.getByText(expenseMessages.markedPaidBy(BLAKE)).waitFor({ timeout: LIVE_MS });
  expect(Date.now() - paid).toBeLessThan(LIVE_MS);
  expect(reloads, 'Avery’s page was never reloaded').toBe(0);
  await closeFriends(game);
});
