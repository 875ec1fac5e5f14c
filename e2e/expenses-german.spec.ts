import type { Page } from 'playwright-core';
import { expect, expectScreen, test } from './support/fixtures';
import { apiAs, closeFriends, setUpBookedGame } from './support/money';

/** Whitespace as Intl writes it between an amount and its symbol (U+00A0, U+202F) or a plain space. */
const amount = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'));

/** The visible words of the page's main region, to check that no English is left. */
const mainText = (page: Page) => page.getByRole('main').innerText();

test('a German member adds an expense, and sees My Expenses and the group’s expenses in German', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Greta Kalt', 'Jonas Weiß', 'Lena Brandt'], {
    currency: 'EUR',
  });
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { locale: 'de' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);

  // Create Expense: the form in German, the amount typed as Germans write it.
  await page.goto(`/create-expense?game_id=${game.gameId}`);
  await expectScreen(page, 'Ausgabe erstellen');
  await page.getByRole('heading', { name: 'Ausgabe erstellen', level: 1 }).waitFor();
  await page.getByText(`Für ${game.gameTitle} · ${game.groupName}`).waitFor();
  const form = page.locator('form');
  await form.getByText('In Euro, z. B. 50,00').waitFor();
  await form.getByRole('textbox', { name: 'Beschreibung' }).waitFor();
  expect(await form.getByRole('textbox', { name: 'Beschreibung' }).inputValue()).toBe('Ausgabe');
  await form.getByText('Die Kosten werden gleichmäßig auf alle aufgeteilt, die da waren.').waitFor();
  await form.getByRole('button', { name: 'Ausgabe hinzufügen' }).click();
  await form.getByText('Bitte gib einen gültigen Betrag ein.').waitFor();
  const formWords = await mainText(page);
  for (const english of ['Amount', 'Description', 'Category', 'Paid by', 'Cancel', 'Add Expense', 'e.g.'])
    expect(formWords).not.toContain(english);
  await form.getByRole('textbox', { name: 'Betrag' }).fill('24,70');
  await form.getByRole('button', { name: 'Ausgabe hinzufügen' }).click();
  await page.waitForURL(`**/games/${game.gameId}`);

  // The game's expenses: the default description, the payer and the shares in German.
  const panel = page.getByRole('region', { name: 'Ausgaben' });
  await panel.getByRole('heading', { name: 'Ausgabe', level: 3 }).waitFor();
  await panel.getByText(amount('^24,70 €$')).waitFor();
  await panel.getByText(amount('Greta Kalt hat 24,70 € bezahlt · gleich aufgeteilt')).waitFor();
  await panel.getByRole('list', { name: 'Anteile' }).waitFor();
  await panel.getByText('Offen', { exact: true }).first().waitFor();
  const panelWords = await panel.innerText();
  for (const english of ['Paid by', 'Expense', 'Owed', 'Open', 'Recalculate', 'Delete'])
    expect(panelWords).not.toContain(english);
  // The stored description is still the default one, so mails and the CSV name it by its category.
  const { expenses } = await apiAs(context, baseUrl)<{ expenses: { description: string }[] }>(
    'GET',
    `/api/games/${game.gameId}/expenses`,
  );
  expect(expenses.map((expense) => expense.description)).toEqual(['Expense']);

  // Jonas marks his share paid: Greta confirms it from My Expenses, in German.
  const { expenses: his } = await apiAs(game.first.context, baseUrl)<{ expenses: { myShareId: string }[] }>(
    'GET',
    '/api/expenses',
  );
  await apiAs(game.first.context, baseUrl)('POST', `/api/settle-up/shares/${his[0]?.myShareId}/mark-paid`);

  await page.goto('/expenses');
  await expectScreen(page, 'Ausgaben');
  await page.getByRole('heading', { name: 'Ausgaben', level: 1 }).waitFor();
  await page.getByRole('radiogroup', { name: 'Datum' }).getByText('Woche').waitFor();
  await page.getByRole('link', { name: 'Abrechnen' }).waitFor();
  await page.getByRole('link', { name: 'CSV herunterladen' }).waitFor();
  const card = page.getByRole('listitem').filter({ hasText: 'Von dir bezahlt' });
  await card.getByText('Platz/Halle').waitFor();
  await card.getByText('Jonas Weiß hat dies als bezahlt markiert.').waitFor();
  await card.getByRole('list', { name: 'Zu bestätigen' }).waitFor();
  await card.getByRole('combobox', { name: 'Zahlungsmethode' }).click();
  await page.getByRole('option', { name: 'Bargeld', exact: true }).click();
  await card.getByRole('button', { name: 'Als erhalten markieren' }).click();
  await card.getByText('Zahlung als per Bargeld erhalten markiert. Die Schuld ist beglichen.').waitFor();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Beglichen').click();
  await page.waitForURL('**/expenses?status=settled');
  await page.getByText('Keine Ausgaben gefunden.').waitFor();
  const listWords = await mainText(page);
  for (const english of [
    'Expenses',
    'Settle up',
    'Download CSV',
    'Add Expense',
    'Week',
    'Settled',
    'By your side',
    'Try another',
  ])
    expect(listWords).not.toContain(english);

  // The group's expenses: balances, totals per member and the list.
  await page.goto(`/groups/${game.groupId}/expenses`);
  await expectScreen(page, 'Gruppenausgaben');
  await page.getByRole('heading', { name: 'Salden', level: 2 }).waitFor();
  await page.getByRole('heading', { name: 'Dir geschuldet', level: 3 }).waitFor();
  const totals = page.getByRole('table', { name: 'Summen pro Mitglied' });
  await totals.getByRole('columnheader', { name: 'Mitglied' }).waitFor();
  await totals.getByRole('rowheader', { name: 'Greta Kalt (du)' }).waitFor();
  await totals.getByText(amount('24,70 €')).waitFor();
  const list = page.getByRole('region', { name: 'Ausgaben' });
  await list.getByText('Von dir bezahlt').waitFor();
  await list.getByText(/^Dein Anteil: /).waitFor();
  const groupWords = await mainText(page);
  for (const english of [
    'Group Expenses',
    'Balances',
    'Owed to You',
    'Totals per Member',
    'Member',
    'Back to group',
    'Download CSV',
    'Paid by',
    'Your share',
    '(you)',
  ])
    expect(groupWords).not.toContain(english);

  await closeFriends(game);
});
