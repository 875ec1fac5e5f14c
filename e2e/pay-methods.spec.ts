import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { epcQrPayload } from '../src/shared/epc-qr';
import { expenseMessages } from '../src/shared/expenses';
import { profileMessages } from '../src/shared/profile';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { apiAs, closeFriends, debtRow, markReceived, setUpBookedGame } from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';
const IBAN = 'DE89370400440532013000';

/** The dark modules of a QR code as qrcode.react draws it on the server: one path of squares. */
const darkModules = (svg: string) => /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1];

test('a member sets PayPal.me and an IBAN; a debtor in a euro group pays by link or by the EPC QR code', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY], { currency: 'EUR' });

  // Avery keeps her PayPal.me name and her bank account in Profile.
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const form = page.getByRole('form', { name: 'Edit Profile' });
  await form.getByRole('textbox', { name: 'PayPal.me name' }).fill('paypal.me/AveryStone');
  await form.getByRole('textbox', { name: 'Account holder' }).fill('Avery Stone');
  await form.getByRole('textbox', { name: 'IBAN' }).fill('de89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByRole('status').filter({ hasText: profileMessages.saved }).waitFor();
  await expect
    .poll(() => form.getByRole('textbox', { name: 'PayPal.me name' }).inputValue())
    .toBe('AveryStone');
  await expect.poll(() => form.getByRole('textbox', { name: 'IBAN' }).inputValue()).toBe(IBAN);

  // €30.00 among three: Blake owes Avery €10.00.
  await apiAs(context, baseUrl)('POST', '/api/expenses', {
    gameId: game.gameId,
    amountCents: 3000,
    description: 'Court',
    category: 'court',
  });

  const blake = game.first.page;
  await game.first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await blake.setViewportSize(PHONE);
  await blake.goto('/settle-up');
  await expectScreen(blake, 'Settle Up');
  const owing = debtRow(blake, expenseMessages.youOwe(AVERY));
  await owing.getByText('€10.00').first().waitFor();
  // Venmo and Zelle move dollars only; Avery set neither anyway. PayPal opens with the amount in euros.
  const paypal = owing.getByRole('link', { name: 'PayPal (opens in a new tab)' });
  expect(await paypal.getAttribute('href')).toBe('https://paypal.me/AveryStone/10.00EUR');
  expect(await owing.getByRole('button', { name: 'Venmo' }).count()).toBe(0);

  // Bank transfer copies the IBAN and shows the EPC QR code with the amount and reference.
  await owing.getByRole('button', { name: 'Bank transfer' }).click();
  await owing.getByText('IBAN copied to clipboard!').waitFor();
  expect(await blake.evaluate(() => navigator.clipboard.readText())).toBe(IBAN);
  await owing.getByText('DE89 3704 0044 0532 0130 00').waitFor();
  const qr = owing.getByRole('img', { name: `EPC QR code: €10.00 to ${AVERY}` });
  await qr.waitFor();
  const expected = renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: epcQrPayload({ name: AVERY, iban: IBAN, amountCents: 1000, reference: `Turnout: ${BLAKE}` }),
      level: 'M',
      size: 160,
      marginSize: 2,
    }),
  );
  const shown = await qr.evaluate((svg) => svg.querySelector('path[fill="#000000"]')?.getAttribute('d'));
  expect(shown).toBe(darkModules(expected));
  await expectScreen(blake, 'Settle Up');

  // Blake marks it paid; Avery's Mark Received starts from how he paid, and records it.
  await owing.getByRole('button', { name: 'Mark Paid' }).click();
  await owing.getByText(expenseMessages.waiting).waitFor();
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  const fromBlake = debtRow(page, expenseMessages.owesYou(BLAKE));
  const method = fromBlake.getByRole('combobox', { name: 'Payment method' });
  await expect.poll(() => method.inputValue()).toBe('Bank transfer');
  await markReceived(page, BLAKE, 'Bank transfer');

  await closeFriends(game);
});
