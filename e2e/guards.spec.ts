import { expect, expectScreen, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

test('signed-out visitors are sent to /login from protected routes, replacing history', async ({ page }) => {
  await page.goto('/test');
  await expectScreen(page, 'Status');
  await page.goto('/groups');
  await page.waitForURL('**/login');
  await expectScreen(page, 'Sign in');
  // The guarded URL was replaced, so Back returns to the page before it, not to /groups.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/test');
});

test('signed-in users are sent from /, /login and /register to the dashboard', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
  }
  await expectScreen(page, 'Games');
});

test('/test is a public status page', async ({ page }) => {
  await page.goto('/test');
  await expectScreen(page, 'Status');
  await expect.poll(() => page.getByText('embedded').count()).toBeGreaterThan(0);
});
