import { gzipSync } from 'node:zlib';
import { expect, expectScreen, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

/** The data the signed-in frame (profile, Updates badge) and the games list show on a cold start. */
const FIRST_SCREEN = ['/api/games', '/api/groups', '/api/me', '/api/updates/unread'];

test('a cold start asks for the dashboard’s data beside the session check, not after its answer', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && FIRST_SCREEN.includes(path)) asked.add(path);
  });
  // The session check is held until the screen's requests have all started (5 s at most): a screen that
  // asked only once the session was known would have asked for nothing by then.
  let askedBeforeSession: string[] | undefined;
  await page.route('**/api/auth/get-session', async (route) => {
    if (!askedBeforeSession) {
      const deadline = Date.now() + 5_000;
      while (asked.size < FIRST_SCREEN.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      askedBeforeSession = [...asked].sort();
    }
    await route.continue();
  });
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  expect(askedBeforeSession).toEqual(FIRST_SCREEN);
});

test('a cold start loads at most 250 KB of gzipped JS, and the account menu’s code only when pressed', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl);
  const scripts: Promise<number>[] = [];
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    names.push(new URL(response.url()).pathname);
    scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  const kilobytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
  expect(kilobytes).toBeLessThanOrEqual(250);
  expect(names.filter((name) => name.includes('account-menu-open'))).toEqual([]);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
});
