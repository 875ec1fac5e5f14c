import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { apiAs, closeFriends, debtRow, setUpBookedGame } from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';

test('Mark Received starts from how the debtor paid, and asks when that is not known', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const avery = apiAs(context, baseUrl);
  const expenseIds: string[] = [];
  for (const [amountCents, description] of [
    [3000, 'Court'],
    [1500, 'Balls'],
  ] as const) {
    const { expense } = await avery<{ expense: { id: string } }>('POST', '/api/expenses', {
      gameId: game.gameId,
      amountCents,
      description,
      category: 'court',
    });
    expenseIds.push(expense.id);
  }
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { zelleId: 'avery@example.test' },
    headers: { origin: baseUrl },
  });
  expect(saved.ok()).toBe(true);

  // Blake pays by Zelle, then marks it paid on his phone.
  const blake = game.first.page;
  await game.first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await blake.setViewportSize(PHONE);
  await blake.goto('/settle-up');
  await expectScreen(blake, 'Settle Up');
  const owing = debtRow(blake, expenseMessages.youOwe(AVERY));
  await owing.getByRole('button', { name: 'Zelle' }).click();
  await owing.getByText(expenseMessages.zelleCopied).waitFor();
  await owing.getByRole('button', { name: 'Mark Paid' }).click();
  await owing.getByText(expenseMessages.waiting).waitFor();

  // Casey pays one cost in cash from My Expenses and the rest by Venmo: the way is not one.
  const casey = apiAs(game.last.context, baseUrl);
  const { expenses } = await casey<{ expenses: { id: string; myShareId: string | null }[] }>(
    'GET',
    '/api/expenses',
  );
  const courtShare = expenses.find((expense) => expense.id === expenseIds[0])?.myShareId;
  await casey('POST', `/api/settle-up/shares/${courtShare}/mark-paid`);
  const { debts } = await casey<{ debts: { toUserId: string; amountCents: number; status: string }[] }>(
    'GET',
    '/api/settle-up',
  );
  const rest = debts.find((debt) => debt.status === 'pending');
  await casey('POST', '/api/settle-up/mark-paid', {
    otherUserId: rest?.toUserId,
    amountCents: rest?.amountCents,
    paymentMethod: 'venmo',
  });

  await page.setViewportSize(PHONE);
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  const fromBlake = debtRow(page, expenseMessages.owesYou(BLAKE));
  await fromBlake.getByText(expenseMessages.markedPaidBy(BLAKE)).waitFor();
  const blakeMethod = fromBlake.getByRole('combobox', { name: 'Payment method' });
  await expect.poll(() => blakeMethod.inputValue()).toBe('Zelle');

  const fromCasey = debtRow(page, expenseMessages.owesYou(CASEY));
  await fromCasey.getByText(expenseMessages.markedPaidBy(CASEY)).waitFor();
  const caseyMethod = fromCasey.getByRole('combobox', { name: 'Payment method' });
  expect(await caseyMethod.inputValue()).toBe('');
  await fromCasey.getByRole('button', { name: 'Mark Received' }).click();
  await fromCasey.getByText(expenseMessages.chooseMethod).waitFor();
  await expectScreen(page, 'Settle Up');
  expect(await fromCasey.getByText(expenseMessages.markedPaidBy(CASEY)).count()).toBe(1);

  // One tap confirms Blake's Zelle payment as Zelle.
  await fromBlake.getByRole('button', { name: 'Mark Received' }).click();
  await page.getByText(expenseMessages.markedReceived('Zelle')).waitFor();
  await expect.poll(() => fromBlake.count()).toBe(0);

  await closeFriends(game);
});
