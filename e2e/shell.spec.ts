import { allowConsoleError, expect, expectScreen, PHONE, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

test('at phone width: drawer, avatar menu, tab bar and sign out', async ({ page, context, baseUrl }) => {
  const user = await signInAsNewUser(context, baseUrl, 'Morgan Lee');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');

  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect
    .poll(() => tabs.getByRole('link').allTextContents())
    .toEqual(['Home', 'Groups', 'Game', 'Updates', 'Profile']);
  await tabs.getByRole('link', { name: 'Updates' }).click();
  await page.waitForURL('**/updates');
  await expectScreen(page, 'Updates');
  await expect
    .poll(() => tabs.getByRole('link', { name: 'Updates' }).getAttribute('aria-current'))
    .toBe('page');
  await tabs.getByRole('link', { name: 'Game' }).click();
  await page.waitForURL('**/select-group-for-game');

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  for (const name of ['Home', 'Groups', 'Games', 'Places', 'Admin', 'About']) {
    await drawer.getByRole('link', { name, exact: true }).waitFor();
  }
  await drawer.getByText(user.email).waitFor();
  await drawer.getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForURL('**/about');
  await expectScreen(page, 'About Turnout');
  await page.getByRole('link', { name: 'Create Your First Group' }).click();
  await page.waitForURL('**/groups');

  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect.poll(() => avatar.textContent()).toContain('ML');
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  await page.waitForURL('**/profile');
  await expectScreen(page, 'Profile');

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await page.goto('/profile');
  await page.waitForURL('**/login');
});

test('the logo leads to the games list and the colour scheme can be switched', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  await page.goto('/updates');
  await expectScreen(page, 'Updates');
  await page.getByRole('link', { name: 'Turnout' }).first().click();
  await page.waitForURL('**/games');
  const scheme = () =>
    page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  const before = await scheme();
  await page.getByRole('button', { name: 'Toggle colour scheme' }).click();
  await expect.poll(scheme).not.toBe(before);
  await expectScreen(page, 'Games');
});

test('a route that fails to load shows the router error screen', async ({ page, context, baseUrl }) => {
  await signInAsNewUser(context, baseUrl);
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  // A chunk that cannot be fetched (e.g. after a redeploy) must not leave a blank screen.
  await page.route('**/assets/updates-page-*.js', (route) => route.abort());
  allowConsoleError(page, /net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Updates' }).click();
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
});
