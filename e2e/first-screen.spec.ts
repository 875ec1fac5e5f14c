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
