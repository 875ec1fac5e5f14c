import { Secret, TOTP } from 'otpauth';
import { SIGNUP_CODE } from '../test-support/server';
import { expect, expectScreen } from './support/fixtures';
import { PEER_SPEC_TIMEOUT_MS, testWithPeers as test } from './support/peers';
import { newUser } from './support/session';

test(
  'a new person must give the invite code before Google can make their account; then Google signs them in',
  async ({ page, browser, peers }) => {
    const person = newUser('Gale Goodwin');
    peers.oidc.signInAs({ sub: `google-${person.email}`, email: person.email, name: person.name });

    // Straight from the sign-in page, Google comes back refused: there is no account and no gate pass.
    await page.goto('/login');
    await expectScreen(page, 'Sign in');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/login\?error=GATE_REQUIRED/);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'New accounts need an invite code.' }).count())
      .toBe(1);
    await expectScreen(page, 'Sign in');

    // With the code first, Google makes the account.
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Invite code').fill(SIGNUP_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').waitFor();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/dashboard');
    await expectScreen(page, 'Games');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('GG');

    // Another browser, no code: the account exists now, so Google simply signs in.
    const other = await browser.newContext({ baseURL: peers.server.url, timezoneId: 'America/Los_Angeles' });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await otherPage.getByRole('button', { name: 'Continue with Google' }).click();
    await otherPage.waitForURL('**/dashboard');
    await other.close();
  },
  PEER_SPEC_TIMEOUT_MS,
);

test(
  'Google sign-in of a person with two-factor sign-in asks for the code before the app opens',
  async ({ page, browser, peers }) => {
    const person = newUser('Tilda Twofactor');
    peers.oidc.signInAs({ sub: `google-${person.email}`, email: person.email, name: person.name });
    await page.goto('/register');
    await page.getByLabel('Invite code').fill(SIGNUP_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/dashboard');
    // Profile sets it up without a password: this account has none, it signs in with Google only.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    // The section's code and the account's sign-in methods load first: allow a busy machine its time.
    await expect
      .poll(() => section.getByRole('button', { name: 'Set up two-factor sign-in' }).isEnabled(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await section.getByLabel('Password').count()).toBe(0);
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await section.getByLabel('Setup key').textContent()) ?? '';
    const app = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) });
    await section.getByLabel('Authentication code').fill(app.generate());
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByText('On', { exact: true }).waitFor();

    const other = await browser.newContext({ baseURL: peers.server.url, timezoneId: 'America/Los_Angeles' });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await otherPage.getByRole('button', { name: 'Continue with Google' }).click();
    await otherPage.waitForURL(/\/login\?step=two-factor/);
    await otherPage.getByLabel('Authentication code').fill(app.generate());
    await otherPage.getByRole('button', { name: 'Verify' }).click();
    await otherPage.waitForURL('**/dashboard');
    await other.close();
  },
  PEER_SPEC_TIMEOUT_MS,
);
