import type { BrowserContext, Locator } from 'playwright-core';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { apiAs, closeFriends, setUpBookedGame } from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';

/** Saves profile fields through the API, as the Profile form would. */
async function saveProfile(context: BrowserContext, baseUrl: string, data: Record<string, unknown>) {
  const saved = await context.request.patch(`${baseUrl}/api/me`, { data, headers: { origin: baseUrl } });
  expect(saved.status()).toBe(200);
}

/** A text seen on screen holds none of the English words it replaced. */
async function expectNoEnglish(scope: Locator, english: string[]) {
  const text = await scope.innerText();
  for (const words of english) expect(text).not.toContain(words);
}

test('German members settle up in German: pay links, the EPC QR code, Mark Paid and Mark Received', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY], { currency: 'EUR' });
  await saveProfile(context, baseUrl, {
    locale: 'de',
    paypalMe: 'AveryStone',
    bankHolder: AVERY,
    iban: 'DE89370400440532013000',
  });
  // €30.00 among three: Blake owes Avery €10.00.
  await apiAs(context, baseUrl)('POST', '/api/expenses', {
    gameId: game.gameId,
    amountCents: 3000,
    description: 'Court',
    category: 'court',
  });

  const blake = game.first.page;
  await saveProfile(game.first.context, baseUrl, { locale: 'de' });
  await game.first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await blake.setViewportSize(PHONE);
  await blake.goto('/settle-up');
  await expectScreen(blake, 'Abrechnen');
  await blake.getByRole('heading', { name: 'Alle Schulden' }).waitFor();
  await blake.getByRole('heading', { name: 'Du schuldest', exact: true }).waitFor();
  await blake.getByRole('group', { name: 'Du schuldest', exact: true }).getByText('10,00 €').waitFor();
  await blake.getByRole('heading', { name: 'Abrechnungsverlauf' }).waitFor();
  await blake.getByText('Noch keine beglichenen Zahlungen.').waitFor();

  const owing = blake.getByRole('listitem', { name: `Du schuldest ${AVERY}`, exact: true });
  const paypal = owing.getByRole('link', { name: 'PayPal (öffnet in neuem Tab)' });
  expect(await paypal.getAttribute('href')).toBe('https://paypal.me/AveryStone/10.00EUR');
  await owing.getByRole('button', { name: 'Banküberweisung' }).click();
  await owing.getByText('IBAN in die Zwischenablage kopiert!').waitFor();
  await owing.getByText(`Überweise 10,00 € an ${AVERY}, IBAN DE89 3704 0044 0532 0130 00`).waitFor();
  await owing.getByRole('img', { name: `EPC-QR-Code: 10,00 € an ${AVERY}` }).waitFor();
  await owing.getByText('Scanne ihn mit deiner Banking-App').waitFor();
  await expectScreen(blake, 'Abrechnen');
  await expectNoEnglish(blake.getByRole('main'), [
    'Settle Up',
    'All Debts',
    'You owe',
    'Owed to',
    'Mark Paid',
    'Bank transfer',
    'copied',
    'Send ',
    'Scan with',
    'History',
    'No settled',
  ]);

  await owing.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await blake.getByText('Zahlung als gesendet markiert.').waitFor();
  await owing.getByText('Die Zahlung ist gesendet. Warten auf Bestätigung.').waitFor();

  // Avery confirms in German; the payment moves to the history.
  await page.goto('/settle-up');
  await expectScreen(page, 'Abrechnen');
  const fromBlake = page.getByRole('listitem', { name: `${BLAKE} schuldet dir`, exact: true });
  await fromBlake.getByText(`${BLAKE} hat dies als bezahlt markiert.`).waitFor();
  const method = fromBlake.getByRole('combobox', { name: 'Zahlungsart' });
  await expect.poll(() => method.inputValue()).toBe('Banküberweisung');
  await fromBlake.getByRole('button', { name: 'Als erhalten markieren' }).click();
  await page
    .getByText('Zahlung per Banküberweisung als erhalten markiert. Die Schuld ist beglichen.')
    .waitFor();
  const history = page.getByRole('list', { name: 'Beglichene Zahlungen' });
  await history.getByText(`${BLAKE} hat dich bezahlt`).waitFor();
  await history.getByText(/^Banküberweisung · /).waitFor();
  await expectScreen(page, 'Abrechnen');
  await expectNoEnglish(page.getByRole('main'), ['owes you', 'Payment', 'Mark Received', 'paid you']);

  // The feed in German too.
  await page.goto('/updates');
  await expectScreen(page, 'Neuigkeiten');
  await page
    .getByText('Willkommen bei Turnout! Neuigkeiten zu deinen Gruppen und Spielen erscheinen hier.')
    .waitFor();
  await expectNoEnglish(page.getByRole('main'), ['Welcome', 'Load more', 'Nothing yet']);

  await closeFriends(game);
});
