import type { Page } from 'playwright-core';
import { splitMessages } from '../src/shared/expense-split';
import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, test } from './support/fixtures';
import {
  apiAs,
  closeFriends,
  debtRow,
  markPaid,
  markReceived,
  setUpBookedGame,
  sharesOf,
  total,
} from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';

/** Chooses a way to split on the open expense form. */
async function splitBy(page: Page, way: 'Equally' | 'By shares' | 'By exact amounts' | 'By percentage') {
  await page.getByRole('radio', { name: way }).check();
}

/** The game page's card of one expense, by its description. */
const card = (page: Page, description: string) =>
  page.getByRole('region', { name: 'Expenses' }).getByRole('listitem', { name: description, exact: true });

test('split by shares 2 / 1 / 1, then edited to exact amounts; once a share is paid the expense is locked', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  // Blake said yes first, then Avery, then Casey: the game's attendees in that order.
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);

  await page.goto(`/create-expense?game_id=${game.gameId}`);
  await expectScreen(page, 'Create Expense');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50.00');
  await page.getByRole('textbox', { name: 'Description' }).fill('Two hours of court');
  // Equally is the default, everyone at the game ticked: the parts show beside each person.
  await expect.poll(() => page.getByRole('radio', { name: 'Equally' }).isChecked()).toBe(true);
  const people = page.getByRole('group', { name: 'Who is in the split' });
  for (const name of [AVERY, BLAKE, CASEY])
    await expect.poll(() => people.getByRole('checkbox', { name }).isChecked()).toBe(true);
  await people.getByText('$16.68').waitFor();

  // Avery played both hours: 2 shares, the others 1 each.
  await splitBy(page, 'By shares');
  await page.getByRole('textbox', { name: `Shares for ${AVERY}` }).fill('2');
  await people.getByText('$25.00').waitFor();
  await expect.poll(() => people.getByText('$12.50').count()).toBe(2);
  // A zero share is refused beside the split, nothing sent.
  await page.getByRole('textbox', { name: `Shares for ${CASEY}` }).fill('0');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.getByRole('alert').filter({ hasText: splitMessages.badWeight }).waitFor();
  await page.getByRole('textbox', { name: `Shares for ${CASEY}` }).fill('1');
  await expectScreen(page, 'Create Expense');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.waitForURL(`**/games/${game.gameId}`);
  await expectScreen(page, 'Game Details');

  expect(await sharesOf(context, baseUrl, game.gameId)).toEqual([
    `${AVERY} 2500 settled`,
    `${BLAKE} 1250 pending`,
    `${CASEY} 1250 pending`,
  ]);
  const court = card(page, 'Two hours of court');
  await court.getByText(`${AVERY} paid $50.00 · split by shares`).waitFor();
  const shares = court.getByRole('list', { name: 'Shares' });
  await shares.getByRole('listitem').filter({ hasText: AVERY }).getByText('$25.00').waitFor();
  await shares.getByRole('listitem').filter({ hasText: BLAKE }).getByText('$12.50').waitFor();
  await shares.getByRole('listitem').filter({ hasText: CASEY }).getByText('$12.50').waitFor();

  // Edit: the form reopens as entered (by shares, 2 / 1 / 1), then by exact amounts with what is left shown.
  await court.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit expense' });
  await expect.poll(() => dialog.getByRole('radio', { name: 'By shares' }).isChecked()).toBe(true);
  await expect
    .poll(() => dialog.getByRole('textbox', { name: `Shares for ${AVERY}` }).inputValue())
    .toBe('2');
  await expect
    .poll(() => dialog.getByRole('textbox', { name: 'Amount', exact: true }).inputValue())
    .toBe('50.00');
  await dialog.getByRole('radio', { name: 'By exact amounts' }).check();
  await dialog.getByRole('textbox', { name: `Amount for ${AVERY}` }).fill('20.00');
  await dialog.getByText('$30.00 left to assign').waitFor();
  await dialog.getByRole('textbox', { name: `Amount for ${BLAKE}` }).fill('20');
  await dialog.getByRole('textbox', { name: `Amount for ${CASEY}` }).fill('15');
  await dialog.getByText('$5.00 more than the total').waitFor();
  await dialog.getByRole('textbox', { name: `Amount for ${CASEY}` }).fill('10');
  await dialog.getByText('All assigned').waitFor();
  await expectScreen(page, 'Game Details');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await court.getByText(`${AVERY} paid $50.00 · split by exact amounts`).waitFor();
  expect(await sharesOf(context, baseUrl, game.gameId)).toEqual([
    `${AVERY} 2000 settled`,
    `${BLAKE} 2000 pending`,
    `${CASEY} 1000 pending`,
  ]);

  // Blake marks his share paid: now the expense is locked, and an edit says so as the API does.
  const { expenses } = await apiAs(game.first.context, baseUrl)<{
    expenses: { id: string; myShareId: string | null }[];
  }>('GET', '/api/expenses');
  await apiAs(game.first.context, baseUrl)(
    'POST',
    `/api/settle-up/shares/${expenses[0]?.myShareId}/mark-paid`,
  );
  await page.reload();
  await expectScreen(page, 'Game Details');
  await court.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('60.00');
  await dialog.getByRole('radio', { name: 'Equally' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.getByRole('alert').filter({ hasText: splitMessages.locked }).waitFor();
  await expectScreen(page, 'Game Details');
  expect(await sharesOf(context, baseUrl, game.gameId)).toEqual([
    `${AVERY} 2000 settled`,
    `${BLAKE} 2000 verifying`,
    `${CASEY} 1000 pending`,
  ]);

  await closeFriends(game);
});

test('two payers of $30.00 and $20.00: shown as such, and the others owe each payer their part', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const casey = game.last.page;

  await page.goto(`/create-expense?game_id=${game.gameId}`);
  await expectScreen(page, 'Create Expense');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50.00');
  await page.getByRole('textbox', { name: 'Description' }).fill('Court and balls');
  await page.getByRole('checkbox', { name: 'Several people paid' }).check();
  await page.getByRole('textbox', { name: `Amount paid by ${AVERY} (you)` }).fill('30.00');
  await page.getByText('$20.00 left to assign').waitFor();
  // Not adding up is refused beside who paid.
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.getByRole('alert').filter({ hasText: splitMessages.payersSum }).waitFor();
  await page.getByRole('textbox', { name: `Amount paid by ${BLAKE}` }).fill('20.00');
  await page.getByText('All assigned').waitFor();
  // Avery played both hours.
  await splitBy(page, 'By shares');
  await page.getByRole('textbox', { name: `Shares for ${AVERY}` }).fill('2');
  await expectScreen(page, 'Create Expense');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.waitForURL(`**/games/${game.gameId}`);
  await expectScreen(page, 'Game Details');

  // Each person's part is owed to the payers in proportion to what they paid (60 % / 40 %).
  const expense = card(page, 'Court and balls');
  await expense.getByText(`${AVERY} paid $30.00, ${BLAKE} paid $20.00 · split by shares`).waitFor();
  const toAvery = expense.getByRole('list', { name: `Owed to ${AVERY}` });
  const toBlake = expense.getByRole('list', { name: `Owed to ${BLAKE}` });
  await toAvery.getByRole('listitem').filter({ hasText: CASEY }).getByText('$7.50').waitFor();
  await toAvery.getByRole('listitem').filter({ hasText: BLAKE }).getByText('$7.50').waitFor();
  await toBlake.getByRole('listitem').filter({ hasText: CASEY }).getByText('$5.00').waitFor();
  await toBlake.getByRole('listitem').filter({ hasText: AVERY }).getByText('$10.00').waitFor();

  // Casey owes each payer their part on Settle Up, and settles with Avery.
  await casey.goto('/settle-up');
  await expectScreen(casey, 'Settle Up');
  await total(casey, 'You owe').getByText('$12.50').waitFor();
  await debtRow(casey, expenseMessages.youOwe(AVERY)).getByText('$7.50').waitFor();
  await debtRow(casey, expenseMessages.youOwe(BLAKE)).getByText('$5.00').waitFor();
  await markPaid(casey, AVERY);

  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await markReceived(page, CASEY, 'Cash');

  await casey.reload();
  await expectScreen(casey, 'Settle Up');
  await total(casey, 'You owe').getByText('$5.00').waitFor();
  await expect.poll(() => debtRow(casey, expenseMessages.youOwe(AVERY)).count()).toBe(0);
  await debtRow(casey, expenseMessages.youOwe(BLAKE)).getByText('$5.00').waitFor();

  await closeFriends(game);
});

test("a guest is in the split from the start, and their share is their host's to pay", async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  await apiAs(game.first.context, baseUrl)('POST', `/api/games/${game.gameId}/guests`, {
    name: 'Jordan Lee',
  });

  await page.goto(`/create-expense?game_id=${game.gameId}`);
  await expectScreen(page, 'Create Expense');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('40.00');
  await page.getByRole('textbox', { name: 'Description' }).fill('Court for four');
  const people = page.getByRole('group', { name: 'Who is in the split' });
  const guest = people.getByRole('checkbox', { name: `Jordan Lee (guest of ${BLAKE})` });
  await expect.poll(() => guest.isChecked()).toBe(true);
  await expect.poll(() => people.getByText('$10.00').count()).toBe(4);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.waitForURL(`**/games/${game.gameId}`);
  await expectScreen(page, 'Game Details');

  const shares = card(page, 'Court for four').getByRole('list', { name: 'Shares' });
  await shares.getByText(`${BLAKE} owes ${AVERY} $10.00 for Jordan Lee`).waitFor();
  expect(await sharesOf(context, baseUrl, game.gameId)).toEqual([
    `${AVERY} 1000 settled`,
    `${BLAKE} 1000 pending`,
    `${BLAKE} 1000 pending`,
    `${CASEY} 1000 pending`,
  ]);

  // Blake owes Avery his own share and his guest's.
  await game.first.page.goto('/settle-up');
  await expectScreen(game.first.page, 'Settle Up');
  await debtRow(game.first.page, expenseMessages.youOwe(AVERY)).getByText('$20.00').waitFor();

  await closeFriends(game);
});
