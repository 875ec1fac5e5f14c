import type { Page } from 'playwright-core';
import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, test } from './support/fixtures';
import { answer } from './support/games';
import { closeFriends, debtRow, markPaid, setUpBookedGame } from './support/money';

const AVERY = 'Avery Live';
const BLAKE = 'Blake Live';
const CASEY = 'Casey Live';
/**
 * The promise: another person's change shows within a second, without reloading. Four changes are timed
 * and their median must keep it: one change slowed by the other browser tests sharing the machine's cores
 * (it happened) is not a broken promise, while a delay built into the path would slow every change. Each must
 * still arrive within ARRIVAL_LIMIT_MS, live.
 */
const LIVE_MS = 1000;
const ARRIVAL_LIMIT_MS = 5000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle) - 1] ?? 0)) / 2;
};

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
  const arrivals: number[] = [];
  for (const response of ['Yes', 'No', 'Maybe'] as const) {
    await answer(blake, response);
    const answered = Date.now();
    await page.getByText(`${response} (1)`).waitFor({ timeout: ARRIVAL_LIMIT_MS });
    await page.getByText(BLAKE, { exact: true }).first().waitFor({ timeout: ARRIVAL_LIMIT_MS });
    arrivals.push(Date.now() - answered);
  }
  await page.getByText('Yes (0)').waitFor();

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
  await owed.getByText(expenseMessages.markedPaidBy(BLAKE)).waitFor({ timeout: ARRIVAL_LIMIT_MS });
  arrivals.push(Date.now() - paid);
  expect(median(arrivals), `median of ${arrivals.join(', ')} ms`).toBeLessThan(LIVE_MS);
  expect(reloads, 'Avery’s page was never reloaded').toBe(0);
  await closeFriends(game);
});
