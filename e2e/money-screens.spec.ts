import { expenseMessages } from '../src/shared/expenses';
import { EXPENSE_FILTER_HELP } from '../src/shared/money-status';
import { expect, expectScreen, test } from './support/fixtures';
import {
  addExpenseByApi,
  addGame,
  apiAs,
  choose,
  closeFriends,
  debtRow,
  expectNoSidewaysScroll,
  expenseRow,
  markReceived,
  settleShareByApi,
  setUpBookedGame,
  submitExpense,
} from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';
const DAY_MS = 24 * 60 * 60 * 1000;
/** iPhone 12–15 width. */
const NARROW = { width: 390, height: 844 };

test('Create Expense offers every game I may add an expense to, found by title or group on the server', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  // The home list behind the old picker held only the five latest completed games: the sixth, League
  // Round 1 (the earliest), was out of reach. (Games dated before one joined are hidden from them, so these
  // are dated after the group began.)
  const hour = 60 * 60 * 1000;
  for (let round = 1; round <= 6; round += 1) {
    const date = new Date(Date.now() + round * hour);
    await addGame(context, baseUrl, game, { title: `League Round ${round}`, date, status: 'completed' });
  }
  await addGame(context, baseUrl, game, {
    title: 'Undecided Picnic',
    date: new Date(Date.now() + DAY_MS),
    status: 'poll',
  });

  await page.goto('/create-expense');
  await expectScreen(page, 'Create Expense');
  const picker = page.getByRole('combobox', { name: 'Game' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(`^${game.gameTitle} · ${game.groupName}`) }).waitFor();
  await picker.fill('round 1');
  await page.getByRole('option', { name: new RegExp(`^League Round 1 · ${game.groupName}`) }).waitFor();
  await expect.poll(() => page.getByRole('option').count()).toBe(1);
  // A poll takes no expense, so no search finds it.
  await picker.fill('Undecided');
  await page.getByText('No games match.').waitFor();
  // The group's name finds its games too.
  await picker.fill(game.groupName);
  await page.getByRole('option', { name: new RegExp(`^${game.gameTitle} · `) }).waitFor();
  await expect.poll(() => page.getByRole('option').count()).toBe(7);
  await picker.fill('round 1');
  await page.getByRole('option', { name: new RegExp(`^League Round 1 · ${game.groupName}`) }).click();
  await expect.poll(() => picker.inputValue()).toMatch(/^League Round 1 · /);
  await expectScreen(page, 'Create Expense');
  await submitExpense(page, { amount: '24', description: 'Balls' });
  await page.getByRole('heading', { name: 'League Round 1' }).waitFor();
  await page.getByRole('region', { name: 'Expenses' }).getByText('Balls').waitFor();

  await closeFriends(game);
});

test('My Expenses carries Mark Paid and Mark Received; every screen says Owed, Waiting for confirmation, Settled', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const blake = game.first.page;
  await addExpenseByApi(context, baseUrl, game.gameId, 3000, 'Court booking');

  // Blake owes his share of Avery's booking; the Status filter says whose side it reads.
  await blake.goto('/expenses');
  await expectScreen(blake, 'Expenses');
  await blake.getByText(EXPENSE_FILTER_HELP).waitFor();
  const blakeRow = expenseRow(blake, 'Court booking');
  await blakeRow.getByText('Paid by Avery Stone').waitFor();
  await blakeRow.getByText('Open', { exact: true }).waitFor();
  await blakeRow.getByText('Owed', { exact: true }).waitFor();
  await blakeRow.getByRole('button', { name: 'Mark Paid' }).click();
  await blakeRow.getByRole('alert').filter({ hasText: expenseMessages.markedSent }).waitFor();
  await blakeRow.getByText('Waiting for confirmation', { exact: true }).waitFor();
  expect(await blakeRow.getByRole('button', { name: 'Mark Paid' }).count()).toBe(0);
  // Waiting for confirmation is still Pending on Blake's side.
  await blake.getByRole('radiogroup', { name: 'Status' }).getByText('Pending').click();
  await blakeRow.waitFor();
  await expectScreen(blake, 'Expenses');

  // Settle Up says the same words for the same states.
  await blake.goto('/settle-up');
  await expectScreen(blake, 'Settle Up');
  await debtRow(blake, expenseMessages.youOwe(AVERY))
    .getByText('Waiting for confirmation', { exact: true })
    .waitFor();
  await game.last.page.goto('/settle-up');
  await debtRow(game.last.page, expenseMessages.youOwe(AVERY)).getByText('Owed', { exact: true }).waitFor();

  // Avery confirms Blake's share from the expense itself, choosing how it came.
  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  const averyRow = expenseRow(page, 'Court booking');
  await averyRow.getByText('Paid by you').waitFor();
  const toConfirm = averyRow.getByRole('listitem', {
    name: new RegExp(`^${expenseMessages.markedPaidBy(BLAKE)}`),
  });
  await toConfirm.getByText('$10.00').waitFor();
  await choose(toConfirm, 'Payment method', 'Zelle');
  await toConfirm.getByRole('button', { name: 'Mark Received' }).click();
  await averyRow
    .getByRole('alert')
    .filter({ hasText: expenseMessages.markedReceived('Zelle') })
    .waitFor();
  await expect.poll(() => toConfirm.count()).toBe(0);
  // Casey still owes: the expense stays Open, and Pending on Avery's side.
  await averyRow.getByText('Open', { exact: true }).waitFor();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Settled').click();
  await page.getByRole('heading', { name: expenseMessages.noExpensesFound }).waitFor();
  await expectScreen(page, 'Expenses');

  // Blake's side is settled now.
  await blake.goto('/expenses?status=settled');
  await expenseRow(blake, 'Court booking').getByText('Settled', { exact: true }).waitFor();

  // The game's expenses panel: each share in the same words, the expense Open while Casey owes.
  await page.goto(`/games/${game.gameId}`);
  await expectScreen(page, 'Game Details');
  const card = page
    .getByRole('region', { name: 'Expenses' })
    .getByRole('listitem', { name: 'Court booking' });
  await card.getByText('Open', { exact: true }).waitFor();
  const share = (name: string) =>
    card.getByRole('list', { name: 'Shares' }).getByRole('listitem').filter({ hasText: name });
  await share(BLAKE).getByText('Settled', { exact: true }).waitFor();
  await share(CASEY).getByText('Owed', { exact: true }).waitFor();
  await share(AVERY).getByText('Settled', { exact: true }).waitFor();

  // Once Casey has paid too, the expense reads Settled everywhere.
  const expenses = await apiAs(context, baseUrl)<{ expenses: { id: string; description: string }[] }>(
    'GET',
    '/api/expenses',
  );
  const expenseId = expenses.expenses.find((e) => e.description === 'Court booking')?.id ?? '';
  await settleShareByApi(game.last.context, context, baseUrl, expenseId, 'cash');
  await card.getByText('Settled', { exact: true }).first().waitFor();
  await expect.poll(() => card.getByText('Open', { exact: true }).count()).toBe(0);

  await closeFriends(game);
});

test('Settle-up history and My Expenses list twenty at a time with Load more', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const blake = game.first.page;
  // 21 costs Blake settles one by one, by Venmo.
  for (let i = 1; i <= 21; i += 1) {
    const expenseId = await addExpenseByApi(context, baseUrl, game.gameId, 300 * i, `Session ${i}`);
    await settleShareByApi(game.first.context, context, baseUrl, expenseId, 'venmo');
  }
  await addExpenseByApi(context, baseUrl, game.gameId, 1500, 'Drinks');

  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  const history = page.getByRole('region', { name: 'Settle-up History' });
  const payments = history.getByRole('list', { name: 'Settled payments' }).getByRole('listitem');
  await expect.poll(() => payments.count()).toBe(20);
  // Newest first: Session 21 (Blake's $21.00 share) leads.
  const newest = payments.first();
  await newest.getByText(`${BLAKE} paid you`).waitFor();
  await newest.getByText('$21.00').waitFor();
  await newest.getByText(/^Venmo · \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).waitFor();
  await history.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => payments.count()).toBe(21);
  await payments.last().getByText('$1.00').waitFor();
  expect(await history.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  await expectScreen(page, 'Settle Up');

  // A payment settled on Settle Up joins the top of the history at once, on both sides.
  await game.last.page.goto('/settle-up');
  await expectScreen(game.last.page, 'Settle Up');
  await debtRow(game.last.page, expenseMessages.youOwe(AVERY))
    .getByRole('button', { name: 'Mark Paid' })
    .click();
  await game.last.page.getByText(expenseMessages.markedSent).waitFor();
  await page.reload();
  await markReceived(page, CASEY, 'Cash');
  await payments.first().getByText(`${CASEY} paid you`).waitFor();
  await payments
    .first()
    .getByText(/^Cash · /)
    .waitFor();
  await game.last.page.reload();
  const caseyHistory = game.last.page.getByRole('region', { name: 'Settle-up History' });
  await caseyHistory.getByText(`You paid ${AVERY}`).waitFor();

  await blake.goto('/settle-up');
  await expectScreen(blake, 'Settle Up');
  await blake
    .getByRole('region', { name: 'Settle-up History' })
    .getByText(`You paid ${AVERY}`)
    .first()
    .waitFor();

  // My Expenses is bounded the same way: twenty of Avery's 22 costs, then the last two with Load more.
  await page.goto('/expenses');
  await expectScreen(page, 'Expenses');
  const rows = page.getByRole('listitem', { name: /^(Session \d+|Drinks)$/ });
  await expect.poll(() => rows.count()).toBe(20);
  await expenseRow(page, 'Drinks').waitFor();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBe(22);
  await expenseRow(page, 'Session 1').waitFor();
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

  await closeFriends(game);
});

test('at 390 px, 60-character names do not widen My Expenses or Settle Up', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const long = (first: string) =>
    `${first} Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft`.slice(0, 60);
  const [avery, blakeName, casey] = [long('Avery'), long('Blake'), long('Casey')];
  expect(avery).toHaveLength(60);
  const game = await setUpBookedGame(browser, context, baseUrl, [avery, blakeName, casey]);
  const blake = game.first.page;
  const settled = await addExpenseByApi(context, baseUrl, game.gameId, 3000, 'Court booking');
  await settleShareByApi(game.first.context, context, baseUrl, settled, 'zelle');
  const waiting = await addExpenseByApi(context, baseUrl, game.gameId, 1200, 'Balls');
  const { expenses } = await apiAs(game.first.context, baseUrl)<{
    expenses: { id: string; myShareId: string }[];
  }>('GET', '/api/expenses');
  const shareId = expenses.find((expense) => expense.id === waiting)?.myShareId;
  await apiAs(game.first.context, baseUrl)('POST', `/api/settle-up/shares/${shareId}/mark-paid`);

  for (const viewer of [page, blake]) {
    await viewer.setViewportSize(NARROW);
    await viewer.goto('/expenses');
    await expectScreen(viewer, 'Expenses');
    await expenseRow(viewer, 'Balls').waitFor();
    await expectNoSidewaysScroll(viewer);
    await viewer.goto('/settle-up');
    await expectScreen(viewer, 'Settle Up');
    await viewer.getByRole('region', { name: 'Settle-up History' }).getByRole('listitem').first().waitFor();
    await expectNoSidewaysScroll(viewer);
  }
  // Avery's row offers the confirmation under Blake's long name; the page still fits.
  await page.goto('/expenses');
  await expenseRow(page, 'Balls').getByRole('button', { name: 'Mark Received' }).waitFor();
  await expectNoSidewaysScroll(page);

  await closeFriends(game);
});
