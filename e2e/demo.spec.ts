import { inject } from 'vitest';
import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, test } from './support/fixtures';
import { debtRow, total } from './support/money';
import { galleryPhotos } from './support/photos';
import { signInAs } from './support/session';

/** Images are decoded and loaded by a machine that may be busy: wait as long as expectScreen does. */
const PATIENT = { timeout: 10_000 };

// The demo that a fresh data folder loads, seen by its printed user (Alex). The spec only looks: other specs
// sign in as the same user.
test('the demo user finds a game in each home section, debts on Settle Up and a photo of last week’s game', async ({
  context,
  page,
  baseUrl,
}) => {
  await signInAs(context, baseUrl, inject('demoUser'));
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await section('Active Polls').getByRole('link', { name: 'Doubles next weekend', exact: true }).waitFor();
  await section('Confirmed').getByRole('link', { name: 'Saturday Pickleball', exact: true }).waitFor();
  const played = section('Recently Completed').getByRole('link', { name: 'Morning Doubles', exact: true });
  await played.waitFor();

  // Last week's game: who came, the two costs (Blair took the remainder cent), and Casey's photo.
  await played.click();
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  await expectScreen(page, 'Game Details');
  const expenses = page.getByRole('region', { name: 'Expenses' });
  await expenses.getByText('Court rental, 1.5 hours').waitFor();
  await expenses.getByText('Balls and cold drinks').waitFor();
  await expenses.getByText('$8.34').waitFor();
  await expect.poll(() => galleryPhotos(page), PATIENT).toHaveLength(1);
  expect((await galleryPhotos(page))[0]).toMatch(/^Photo by Casey Morgan, /);
  const thumbnail = page.getByRole('list', { name: 'Game photos, newest first' }).getByRole('img');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), PATIENT)
    .toBeGreaterThan(0);

  // Settle Up: Alex owes Blair what is left after netting, and Casey's payment waits for Alex.
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await total(page, 'You owe').getByText('$3.66').waitFor();
  await total(page, 'Owed to you').getByText('$8.33').waitFor();
  const owed = debtRow(page, expenseMessages.youOwe('Blair Chen'));
  await owed.getByText('$3.66').waitFor();
  await owed.getByRole('button', { name: 'Mark Paid' }).waitFor();
  const waiting = debtRow(page, expenseMessages.owesYou('Casey Morgan'));
  await waiting.getByText(expenseMessages.markedPaidBy('Casey Morgan')).waitFor();
});

test('every screen of the tab bar and the drawer has something real for the demo user', async ({
  context,
  page,
  baseUrl,
}) => {
  await signInAs(context, baseUrl, inject('demoUser'));

  await page.goto('/groups');
  await expectScreen(page, 'Groups');
  await page.getByRole('link', { name: /Sunday Pickleball/ }).waitFor();
  await page.getByRole('link', { name: /Thursday Board Games/ }).waitFor();

  await page.goto('/select-group-for-game');
  await expectScreen(page, 'Select a Group');
  await page.getByText('Sunday Pickleball').first().waitFor();

  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  await expect.poll(() => page.getByRole('textbox', { name: 'Venmo ID' }).inputValue()).toBe('alex-rivera');
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Zelle ID' }).inputValue())
    .toBe('alex@demo.turnout.test');

  await page.goto('/places');
  await expectScreen(page, 'Places');
  for (const place of ['Golden Gate Park Courts', 'Mission Bay Rec Center', 'The Board Room Café'])
    await page.getByText(place).first().waitFor();

  // Alex runs Sunday Pickleball; Thursday Board Games is Blair's, where Alex is a plain member.
  await page.goto('/admin');
  await expectScreen(page, 'Admin Dashboard');
  const administered = page.getByRole('list', { name: 'Groups you administer' }).getByRole('listitem');
  await expect.poll(() => administered.allTextContents()).toHaveLength(1);
  expect((await administered.allTextContents())[0]).toContain('Sunday Pickleball');
  expect((await administered.allTextContents())[0]).toContain('4 members · 3 games · 2 places');

  await page.goto('/updates');
  await expectScreen(page, 'Updates');
  await page.goto('/about');
  await expectScreen(page, 'About Turnout');
});
