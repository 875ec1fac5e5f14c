import { expenseMessages } from '../src/shared/expenses';
import { expectScreen, test } from './support/fixtures';
import { apiAs, choose, closeFriends, expenseRow, setUpBookedGame } from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';

test('two payers of $30 and $20 are shown on My Expenses, and the debtor settles each of them', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const [blake, casey] = [game.first, game.last];
  const api = apiAs(context, baseUrl);
  const { attendees } = await api<{ attendees: { userId: string; fullName: string }[] }>(
    'GET',
    `/api/games/${game.gameId}`,
  );
  const id = (name: string) => attendees.find((person) => person.fullName === name)?.userId ?? name;
  // $50.00 by shares (Casey played twice as long): Avery paid $30.00 and Blake $20.00.
  await api('POST', '/api/expenses', {
    gameId: game.gameId,
    amountCents: 5000,
    description: 'Two hours of court',
    category: 'court',
    split: {
      mode: 'shares',
      entries: [
        { userId: id(AVERY), weight: 1 },
        { userId: id(BLAKE), weight: 1 },
        { userId: id(CASEY), weight: 2 },
      ],
    },
    payers: [
      { userId: id(AVERY), amountCents: 3000 },
      { userId: id(BLAKE), amountCents: 2000 },
    ],
  });

  // Casey's $25.00 is owed to both payers in proportion, each with its own Mark Paid.
  await casey.page.goto('/expenses');
  await expectScreen(casey.page, 'Expenses');
  const row = expenseRow(casey.page, 'Two hours of court');
  await row.getByText(`${AVERY} paid $30.00, ${BLAKE} paid $20.00 · split by shares`).waitFor();
  await row.getByText('Your share:').getByText('$25.00').waitFor();
  for (const [payer, amount] of [
    [AVERY, '$15.00'],
    [BLAKE, '$10.00'],
  ] as const) {
    const share = row.getByRole('listitem').filter({ hasText: `You owe ${payer} ${amount}` });
    await share.getByText('Owed', { exact: true }).waitFor();
    await share.getByRole('button', { name: 'Mark Paid' }).click();
    await share.getByText('Waiting for confirmation', { exact: true }).waitFor();
  }
  await row.getByRole('alert').filter({ hasText: expenseMessages.markedSent }).waitFor();
  await expectScreen(casey.page, 'Expenses');

  // Each payer confirms what Casey marked paid to them, from the same expense.
  for (const [payerPage, amount] of [
    [page, '$15.00'],
    [blake.page, '$10.00'],
  ] as const) {
    await payerPage.goto('/expenses');
    const theirs = expenseRow(payerPage, 'Two hours of court');
    await theirs.getByText(`${AVERY} paid $30.00, ${BLAKE} paid $20.00 · split by shares`).waitFor();
    const toConfirm = theirs.getByRole('listitem', {
      name: new RegExp(`^${expenseMessages.markedPaidBy(CASEY)}`),
    });
    await toConfirm.getByText(amount).waitFor();
    await choose(toConfirm, 'Payment method', 'Cash');
    await toConfirm.getByRole('button', { name: 'Mark Received' }).click();
    await theirs
      .getByRole('alert')
      .filter({ hasText: expenseMessages.markedReceived('Cash') })
      .waitFor();
  }

  // Both of Casey's shares are settled.
  await casey.page.reload();
  for (const payer of [AVERY, BLAKE]) {
    await row
      .getByRole('listitem')
      .filter({ hasText: `You owe ${payer}` })
      .getByText('Settled', { exact: true })
      .waitFor();
  }
  await closeFriends(game);
});
