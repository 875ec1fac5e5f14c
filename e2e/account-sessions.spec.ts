import type { Browser, BrowserContext } from 'playwright-core';
import { expect, expectScreen, TIME_ZONE, test } from './support/fixtures';
import { signInAsNewUser, type TestUser } from './support/session';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The same person signed in on another browser (through the API: the sign-in form is not the subject here). */
async function signInElsewhere(browser: Browser, baseUrl: string, user: TestUser, userAgent: string) {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, userAgent });
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl },
  });
  expect(response.ok()).toBe(true);
  return context;
}

const signedIn = async (context: BrowserContext, baseUrl: string) =>
  (await context.request.get(`${baseUrl}/api/me`)).status() === 200;

test('Profile lists the signed-in devices; ending one, all others, or every session signs them out', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Dev Ices');
  const laptop = await signInElsewhere(browser, baseUrl, user, FIREFOX_ON_WINDOWS);
  const phone = await signInElsewhere(browser, baseUrl, user, SAFARI_ON_IPHONE);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByText('Safari on iOS').waitFor();
  await expectScreen(page, 'Profile');
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(3);
  await expect.poll(() => sessions.getByText('This device').count()).toBe(1);

  await sessions.getByRole('button', { name: /^End session on Firefox on Windows/ }).click();
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
  expect(await signedIn(laptop, baseUrl)).toBe(false);
  expect(await signedIn(phone, baseUrl)).toBe(true);

  await sessions.getByRole('button', { name: 'End all other sessions' }).click();
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
  expect(await signedIn(phone, baseUrl)).toBe(false);
  expect(await signedIn(context, baseUrl)).toBe(true);

  await sessions.getByRole('button', { name: 'End every session' }).click();
  await page.waitForURL('**/login');
  expect(await signedIn(context, baseUrl)).toBe(false);
  await laptop.close();
  await phone.close();
});

test('changing the password needs the current one and signs out the other devices', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Pat Change');
  const other = await signInElsewhere(browser, baseUrl, user, FIREFOX_ON_WINDOWS);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password').fill('fresh-pass-123');
  await section.getByRole('button', { name: 'Change password' }).click();
  await section.getByRole('alert').filter({ hasText: 'Invalid password' }).waitFor();
  expect(await signedIn(other, baseUrl)).toBe(true);

  await section.getByLabel('Current password').fill(user.password);
  await section.getByLabel('New password').fill('fresh-pass-123');
  await section.getByRole('button', { name: 'Change password' }).click();
  await section.getByText('Password changed. Your other sessions were signed out.').waitFor();
  await expectScreen(page, 'Profile');
  expect(await signedIn(other, baseUrl)).toBe(false);
  expect(await signedIn(context, baseUrl)).toBe(true);
  await other.close();
});
