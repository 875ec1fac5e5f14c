import { expect, expectScreen } from './support/fixtures';
import { PEER_SPEC_TIMEOUT_MS, testWithPeers as test } from './support/peers';
import { E2E_SIGNUP_CODE } from './support/server';
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
    await page.getByLabel('Invite code').fill(E2E_SIGNUP_CODE);
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
