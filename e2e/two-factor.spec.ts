import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, expectScreen, test } from './support/fixtures';
import { signInAsNewUser, type TestUser } from './support/session';

/** The authenticator app of the spec: it took the key shown under the QR code. */
const authenticator = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/login');
}

async function passwordStep(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('two-factor sign-in: set up with a QR code, then a code or a backup code (once) after the password', async ({
  page,
  context,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Tess Totp');
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const app = authenticator((await section.getByLabel('Setup key').textContent()) ?? '');
  const backupCodes = await section.getByRole('listitem').allTextContents();
  expect(backupCodes).toHaveLength(10);
  await expectScreen(page, 'Profile');

  await section.getByLabel('Authentication code').fill(wrong(app.generate()));
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await alertWith(page, 'Invalid code').waitFor();
  await section.getByLabel('Authentication code').fill(app.generate());
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByText('On', { exact: true }).waitFor();

  // The password alone no longer signs in: a wrong code is refused, the right one lets in.
  await signOut(page);
  await passwordStep(page, user);
  await page.getByLabel('Authentication code').fill(wrong(app.generate()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await alertWith(page, 'Invalid code').waitFor();
  await expectScreen(page, 'Sign in');
  await page.getByLabel('Authentication code').fill(app.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');

  // A backup code works once.
  const [backup] = backupCodes;
  for (const attempt of ['first', 'again']) {
    await signOut(page);
    await passwordStep(page, user);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backup ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') await page.waitForURL('**/dashboard');
    else await alertWith(page, 'Invalid backup code').waitFor();
  }

  // Turning it off needs the password; then the password alone signs in again.
  await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
  await page.getByLabel('Authentication code').fill(app.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  await section.getByLabel('Password').fill('not-my-password');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await alertWith(page, 'Invalid password').waitFor();
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await section.getByText('Off', { exact: true }).waitFor();
  await signOut(page);
  await passwordStep(page, user);
  await page.waitForURL('**/dashboard');
});
