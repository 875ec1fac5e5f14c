import type { Page } from 'playwright-core';
import { apiAs } from './support/admin';
import { englishLeft } from './support/english-left';
import { expect, expectScreen, test } from './support/fixtures';
import { closeFriends, setUpBookedGame } from './support/money';

// Issue 57: a user who switches to German sees no English word on any screen they visit, and every screen still
// passes the accessibility check. The data is set up through the API; the walk opens each screen by its address.

/** Waits for the screen (its title, its data, its animations), checks it with axe, then looks for English. */
async function expectGerman(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^(?!Turnout$).+ \| Turnout$/);
  await expectScreen(page, (await page.title()).replace(/ \| Turnout$/, ''));
  expect.soft(await englishLeft(page, 'de'), `English words on ${path}`).toEqual([]);
}

test('a German organizer walks every screen and sees no English word', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Greta Kalt', 'Jonas Berg', 'Lena Hof'], {
    currency: 'EUR',
  });
  const api = apiAs(context, baseUrl);
  await api('PATCH', '/api/me', { locale: 'de' });
  await api('POST', '/api/expenses', { gameId: game.gameId, amountCents: 4500, description: 'Platzmiete' });
  const { id: pollId } = await api<{ id: string }>('POST', '/api/games', {
    groupId: game.groupId,
    placeId: game.placeId,
    title: 'Donnerstagsrunde',
    date: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    minPeopleRequired: 2,
  });

  const screens = [
    '/dashboard',
    `/games/${game.gameId}`,
    `/games/${pollId}`,
    `/games/new?group_id=${game.groupId}`,
    '/groups',
    `/groups/${game.groupId}`,
    `/groups/${game.groupId}/places`,
    `/groups/${game.groupId}/places/create`,
    `/groups/${game.groupId}/places/${game.placeId}/edit`,
    `/groups/${game.groupId}/members`,
    `/groups/${game.groupId}/expenses`,
    '/places',
    '/places/create',
    '/expenses',
    '/create-expense',
    '/settle-up',
    '/updates',
    '/admin',
    '/about',
    '/profile',
    '/a-page-that-is-not-there',
  ];
  // The device learns the account's language from its profile, and keeps it from then on.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Spiele', level: 1 }).waitFor();
  for (const path of screens) await expectGerman(page, path);
  await closeFriends(game);
}, 120_000);
