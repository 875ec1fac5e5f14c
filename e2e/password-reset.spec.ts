import { resetLinkIn } from '../src/server/test/smtp-inbox';
import { expect, expectScreen } from './support/fixtures';
import { PEER_SPEC_TIMEOUT_MS, testWithPeers as test } from './support/peers';
import { signInAsNewUser } from './support/session';

test(
  'forgot password: the e-mailed link sets a new password once, and every old session ends',
  async ({ browser, page, peers }) => {
    const baseUrl = peers.server.url;
    // Signed in elsewhere: this session must end with the reset.
    const elsewhere = await browser.newContext({ baseURL: baseUrl });
    const user = await signInAsNewUser(elsewhere, baseUrl, 'Forgetful Fran');
    expect((await elsewhere.request.get(`${baseUrl}/api/me`)).status()).toBe(200);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expectScreen(page, 'Forgot password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we sent it a link').waitFor();

    const mail = await peers.inbox.waitForMail(user.email);
    expect(mail.raw).toMatch(/^Subject: Reset your Turnout password/m);
    const link = resetLinkIn(mail);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await expectScreen(page, 'Reset password');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password').fill('a-much-better-one-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();

    expect((await elsewhere.request.get(`${baseUrl}/api/me`)).status()).toBe(401);
    await elsewhere.close();

    await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('a-much-better-one-7');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');

    // The link worked once.
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?error=INVALID_TOKEN/);
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    await expectScreen(page, 'Reset password');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/forgot-password');
  },
  PEER_SPEC_TIMEOUT_MS,
);

test(
  'asking for an address without an account looks the same and sends nothing',
  async ({ page, peers }) => {
    const email = `nobody-${Date.now()}@example.test`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we sent it a link').waitFor();
    expect(peers.inbox.mailsTo(email)).toEqual([]);
  },
  PEER_SPEC_TIMEOUT_MS,
);
