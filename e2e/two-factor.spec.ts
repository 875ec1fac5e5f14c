import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
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

/** Turns two-factor sign-in on through the API (the Profile setup is the first spec's subject). */
async function enableTwoFactor(context: BrowserContext, baseUrl: string, user: TestUser) {
  const headers = { origin: baseUrl };
  const enable = await context.request.post(`${baseUrl}/api/auth/two-factor/enable`, {
    data: { password: user.password },
    headers,
  });
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const app = authenticator(new URL(totpURI).searchParams.get('secret') ?? '');
  const verify = await context.request.post(`${baseUrl}/api/auth/two-factor/verify-totp`, {
    data: { code: app.generate() },
    headers,
  });
  expect(verify.ok()).toBe(true);
  return { app, backupCodes };
}

test('set up in Profile with a QR code; then sign-in asks for a code after the password', async ({
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
  expect(await section.getByRole('listitem').count()).toBe(10);
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
});

test('a backup code signs in once; turning two-factor off needs the password', async ({
  page,
  context,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Bea Backup');
  const { app, backupCodes } = await enableTwoFactor(context, baseUrl, user);
  const [backup] = backupCodes;
  for (const attempt of ['first', 'again']) {
    await context.clearCookies();
    await page.goto('/login');
    await passwordStep(page, user);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backup ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') await page.waitForURL('**/dashboard');
    else await alertWith(page, 'Invalid backup code').waitFor();
  }

  await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
  await page.getByLabel('Authentication code').fill(app.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
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
