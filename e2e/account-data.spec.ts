import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { readCsv } from '../src/server/test/csv';
import { accountDataMessages } from '../src/shared/account-data';
import { expect, expectScreen, test } from './support/fixtures';
import { addExpenseByApi, closeFriends, settleShareByApi, setUpBookedGame, sharesOf } from './support/money';
import { signInAsNewUser } from './support/session';

/** Clicks a download link and waits for the file. */
async function download(page: Page, link: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return file;
}

const text = async (file: Download) => readFileSync(await file.path()).toString('utf8');

test('Download my data gives one JSON file of what I made', async ({ page, context, baseUrl }) => {
  const user = await signInAsNewUser(context, baseUrl, 'Dana Data');
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByText('as one JSON file').waitFor();

  const file = await download(page, 'Download my data');
  expect(file.suggestedFilename()).toMatch(/^turnout-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await text(file));
  expect(data).toMatchObject({
    format: 'turnout-data',
    account: { email: user.email, name: 'Dana Data' },
    profile: { fullName: 'Dana Data' },
    memberships: [],
  });
});

test('Delete my account asks for the password, is refused while I owe, and works once I have paid', async ({
  browser,
  context,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Avery Stone', 'Blake Reed', 'Casey Moon']);
  const expenseId = await addExpenseByApi(context, baseUrl, game.gameId, 3000, 'Court');
  const { page, user } = game.last;
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog
    .getByText('Expenses and payments you shared stay for the others, shown as “Former member”')
    .waitFor();
  await dialog.getByText('Messages you wrote in game discussions and on group boards stay too').waitFor();
  const password = dialog.getByRole('textbox', { name: 'Password' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });

  await confirm.click();
  await dialog.getByText(accountDataMessages.passwordRequired).waitFor();
  await password.fill('not-my-password');
  await confirm.click();
  await dialog.getByText(accountDataMessages.wrongPassword).waitFor();

  // Casey owes Avery $10.00 of the court: refused with the amounts, and nothing deleted.
  await password.fill(user.password);
  await confirm.click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: accountDataMessages.openBalances([{ currency: 'USD', owe: 1000, owed: 0 }]) })
    .waitFor();
  await expectScreen(page, 'Profile');

  await settleShareByApi(game.last.context, context, baseUrl, expenseId, 'cash');
  await confirm.click();
  await page.waitForURL('**/login');
  await page.getByRole('alert').filter({ hasText: accountDataMessages.deleted }).waitFor();
  await expectScreen(page, 'Sign in');

  const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl },
  });
  expect(signIn.status()).toBe(401);
  expect(await sharesOf(context, baseUrl, game.gameId)).toContain('Former member 1000 settled');
  await closeFriends(game);
});

test('Download CSV on /expenses gives what the filters show', async ({ browser, context, page, baseUrl }) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Avery Stone', 'Blake Reed', 'Casey Moon']);
  await addExpenseByApi(context, baseUrl, game.gameId, 5000, 'Court');
  const balls = await addExpenseByApi(context, baseUrl, game.gameId, 1200, 'Balls');
  for (const friend of [game.first, game.last]) {
    await settleShareByApi(friend.context, context, baseUrl, balls, 'zelle');
  }

  await page.goto('/expenses?status=pending');
  await expectScreen(page, 'Expenses');
  const pending = await download(page, 'Download CSV');
  expect(pending.suggestedFilename()).toBe('my-expenses-pending.csv');
  const [header, ...records] = readCsv((await text(pending)).replace(/^\uFEFF/, ''));
  expect(header).toContain('your_share');
  expect(records.map((r) => [r[5], r[7], r[8], r[9], r[10], r[11]])).toEqual([
    ['Court', '50.00', 'USD', '16.66', 'settled', 'open'],
  ]);

  await page.getByRole('radiogroup', { name: 'Status' }).getByText('All').click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const all = readCsv((await text(await download(page, 'Download CSV'))).replace(/^\uFEFF/, ''));
  expect(all.slice(1).map((r) => r[5])).toEqual(['Balls', 'Court']);
  await closeFriends(game);
});
