import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { readCsv } from '../src/server/test/csv';
import { expenseMessages } from '../src/shared/expenses';
import { parseMinor } from '../src/shared/money-parse';
import { SHARE_STATUS_LABELS } from '../src/shared/money-status';
import { expect, expectScreen, test } from './support/fixtures';
import { closeFriends, debtRow, markReceived, setUpBookedGame, total } from './support/money';

const AVERY = 'Avery Stone';
/** 60 characters without a space: the hardest name to fit on a phone. */
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewis';
const CASEY = 'Casey Moon';
const PHONE_390 = { width: 390, height: 844 };

/** Adds an expense paid by the context's user through the API (the form is money.spec's subject). */
async function addExpense(
  context: BrowserContext,
  baseUrl: string,
  gameId: string,
  amountCents: number,
  description: string,
) {
  const response = await context.request.post(`${baseUrl}/api/expenses`, {
    data: { gameId, amountCents, description, category: 'court' },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A row of the Totals per Member table, by the member's name as shown. */
const memberRow = (page: Page, name: string): Locator =>
  page
    .getByRole('table', { name: 'Totals per Member' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the group expenses screen shows the group’s balances, and Mark Paid and Mark Received work from it', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, LONG_NAME, CASEY]);
  await addExpense(context, baseUrl, game.gameId, 5000, 'Court booking');
  const debtor = game.first.page;

  // The debtor, on a phone, finds the screen from the group page.
  await debtor.setViewportSize(PHONE_390);
  await debtor.goto(`/groups/${game.groupId}`);
  await expectScreen(debtor, game.groupName);
  await debtor.getByRole('link', { name: 'Group Expenses' }).click();
  await expectScreen(debtor, 'Group Expenses');
  await debtor.getByText(game.groupName).waitFor();
  await total(debtor, 'You owe').getByText('$16.68').waitFor();
  await total(debtor, 'Owed to you').getByText('$0.00').waitFor();
  const owed = debtRow(debtor, expenseMessages.youOwe(AVERY));
  await owed.getByText('$16.68').waitFor();
  const others = debtRow(debtor, `${CASEY} owes ${AVERY}`);
  await others.getByText('$16.66').waitFor();
  await others.getByText(`${CASEY} has not marked this as paid yet.`).waitFor();
  expect(await others.getByRole('button').count()).toBe(0);
  await memberRow(debtor, AVERY).getByRole('cell', { name: '$50.00' }).waitFor();
  await memberRow(debtor, `${LONG_NAME} (you)`).getByRole('cell', { name: '$16.68' }).waitFor();
  const booking = debtor.getByRole('listitem', { name: 'Court booking' });
  await booking.getByText('$50.00').waitFor();
  await booking.getByText('$16.68').waitFor();
  await booking.getByText(`Paid by ${AVERY}`).waitFor();
  await booking.getByRole('link', { name: game.gameTitle }).waitFor();
  expect(await fitsTheScreen(debtor)).toBe(true);

  // Mark Paid from here: the group's share waits for Avery; the others' row is untouched.
  await owed.getByRole('button', { name: 'Mark Paid' }).click();
  await debtor.getByText(expenseMessages.markedSent).waitFor();
  await owed.getByText(expenseMessages.waiting).waitFor();
  expect(await owed.getByRole('button').count()).toBe(0);
  await booking.getByText(SHARE_STATUS_LABELS.verifying).waitFor();
  expect(await fitsTheScreen(debtor)).toBe(true);
  await expectScreen(debtor, 'Group Expenses');

  // Avery confirms it on the same screen; the debt leaves, Casey's remains.
  await page.goto(`/groups/${game.groupId}/expenses`);
  await expectScreen(page, 'Group Expenses');
  await total(page, 'Owed to you').getByText('$33.34').waitFor();
  await markReceived(page, LONG_NAME, 'Cash');
  await expect.poll(() => debtRow(page, expenseMessages.owesYou(LONG_NAME)).count()).toBe(0);
  await total(page, 'Owed to you').getByText('$16.66').waitFor();
  await debtRow(page, expenseMessages.owesYou(CASEY)).getByText('$16.66').waitFor();
  await expectScreen(page, 'Group Expenses');

  // The CSV: one record per share, amounts in dollars summing to the expense.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${game.groupName}-expenses.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = readCsv(new TextDecoder().decode(bytes));
  expect(header?.slice(0, 3)).toEqual(['expense_id', 'date', 'game']);
  expect(records.map((record) => [record[9], record[10], record[11]]).sort()).toEqual([
    [AVERY, '16.66', 'settled'],
    [CASEY, '16.66', 'pending'],
    [LONG_NAME, '16.68', 'settled'],
  ]);
  expect(records.every((record) => record[8] === 'USD')).toBe(true);
  const cents = (text: string) => parseMinor(text, 'USD', 'en-US') ?? NaN;
  expect(records.reduce((sum, record) => sum + cents(record[10] ?? ''), 0)).toBe(5000);

  await closeFriends(game);
});

test('twenty expenses a page, then Load more; another group’s page is not found', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, LONG_NAME, CASEY]);
  for (let i = 1; i <= 21; i++) await addExpense(context, baseUrl, game.gameId, 300, `Round ${i}`);
  await page.setViewportSize(PHONE_390);
  await page.goto(`/groups/${game.groupId}/expenses`);
  await expectScreen(page, 'Group Expenses');
  const expenses = page.getByRole('region', { name: 'Expenses', exact: true }).getByRole('listitem');
  await page.getByRole('listitem', { name: 'Round 21' }).waitFor();
  expect(await expenses.count()).toBe(20);
  expect(await page.getByRole('listitem', { name: 'Round 1', exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.getByRole('listitem', { name: 'Round 1', exact: true }).waitFor();
  expect(await expenses.count()).toBe(21);
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectScreen(page, 'Group Expenses');

  await page.goto('/groups/00000000-0000-4000-8000-000000000000/expenses');
  await expectScreen(page, 'Group Expenses');
  await page.getByRole('alert').filter({ hasText: 'Group not found.' }).waitFor();

  await closeFriends(game);
});
