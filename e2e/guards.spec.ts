import { allowConsoleError, expect, expectScreen, test } from './support/fixtures';
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

test('a session check refused for being busy (429) or lost on the network is retried, never a sign-out', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  allowConsoleError(page, /ERR_CONNECTION_RESET|status of 429/);
  const failures = ['429', 'network'];
  await page.route('**/api/auth/get-session**', async (route) => {
    const failure = failures.shift();
    if (failure === 'network') return route.abort('connectionreset');
    if (failure === '429') {
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many requests"}',
      });
    }
    return route.continue();
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
  await page.goto('/groups');
  await expectScreen(page, 'Groups');
  expect(failures).toEqual([]);
  expect(visited).not.toContain('/login');
});
