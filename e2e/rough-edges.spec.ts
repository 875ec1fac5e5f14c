import type { Page } from 'playwright-core';
import { gameMessages } from '../src/shared/games';
import { placeMessages } from '../src/shared/places';
import { SIGNUP_CODE } from '../test-support/server';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { answer, createGame, setUpCrew } from './support/games';
import { addGame, apiAs, closeFriends, setUpBookedGame } from './support/money';
import { fillPlaceForm } from './support/places';
import { newUser, signInAsNewUser } from './support/session';

// Issue 56, item 15: what a friend group tripped on, each small.

/** A game's card on the games list, found by its title link. */
function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test('a cost per hour of -5 or 12.345 is refused saying what is wrong, before anything is sent', async ({
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsNewUser(context, baseUrl, 'Riley Park');
  await page.goto('/places/create');
  await expectScreen(page, 'Add Place');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/places') posts += 1;
  });
  await fillPlaceForm(page, { name: 'Court One', address: '1 Court Street', cost: '-5' });
  const save = page.getByRole('button', { name: 'Save place' });
  await save.click();
  await page.getByText(placeMessages.negativeCost).waitFor();
  await expectScreen(page, 'Add Place');

  await page.getByRole('textbox', { name: 'Cost per hour', exact: true }).fill('12.345');
  await save.click();
  await page.getByText(placeMessages.costDecimals(2)).waitFor();
  expect(await page.getByText(placeMessages.negativeCost).count()).toBe(0);
  expect(posts).toBe(0);

  await page.getByRole('textbox', { name: 'Cost per hour', exact: true }).fill('12.34');
  await save.click();
  await page.waitForURL('**/places');
  await page.getByText('$12.34/hour').first().waitFor();
});

test('a completed game’s card offers no Vote; an open poll’s still does', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  const game = await setUpBookedGame(browser, context, baseUrl, ['Riley Park', 'Sam Quinn', 'Alex Kim']);
  await closeFriends(game);
  await apiAs(context, baseUrl)('POST', `/api/games/${game.gameId}/complete`);
  const poll = 'Undecided Picnic';
  await addGame(context, baseUrl, game, {
    title: poll,
    date: new Date(Date.now() + 86_400_000),
    status: 'poll',
  });

  await page.goto('/games');
  await expectScreen(page, 'Games');
  const completed = card(page, game.gameTitle);
  await completed.getByText('Completed', { exact: true }).waitFor();
  await card(page, poll)
    .getByRole('link', { name: `Vote on ${poll}` })
    .waitFor();
  expect(await completed.getByRole('link', { name: `Vote on ${game.gameTitle}` }).count()).toBe(0);
});

test('sign-up clears an old refusal when a new attempt fails otherwise', async ({
  browser,
  page,
  baseUrl,
}) => {
  const elsewhere = await browser.newContext();
  const taken = await signInAsNewUser(elsewhere, baseUrl, 'Taken Name');
  await elsewhere.close();

  await page.setViewportSize(PHONE);
  await page.goto('/register');
  await page.getByLabel('Invite code').fill(SIGNUP_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  const user = newUser('Riley Park');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  const refused = page.getByRole('alert').filter({ hasText: /already exists/i });
  await refused.waitFor();

  // The next attempt fails on a field: only that error shows.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Password must be at least 8 characters').waitFor();
  await expectScreen(page, 'Sign up');
  expect(await refused.count()).toBe(0);
});

test('an answer says Saved once it is stored, briefly', async ({ browser, page, context, baseUrl }) => {
  await page.setViewportSize(PHONE);
  const crew = await setUpCrew(browser, context, baseUrl, 'Saved Answers');
  await crew.friendContext.close();
  await createGame(page, { groupId: crew.groupId, title: 'Sunday Rally' });
  const saved = page.getByRole('status').filter({ hasText: gameMessages.rsvpSaved });
  expect(await saved.count()).toBe(0);
  await answer(page, 'Yes');
  await saved.waitFor();
  await expectScreen(page, 'Game Details');
  await saved.waitFor({ state: 'detached', timeout: 10_000 });
});

test('the one who edited a game sees no updated notice for it on the list; a friend does', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  const crew = await setUpCrew(browser, context, baseUrl, 'Own Edits');
  const title = 'Morning Doubles';
  await createGame(page, { groupId: crew.groupId, title });
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  const renamed = 'Evening Doubles';
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

  const friend = crew.friendPage;
  await friend.goto('/games');
  await expectScreen(friend, 'Games');
  await card(friend, renamed).getByText('This game was updated').waitFor();
  expect(crew.friendProblems, 'console errors in the friend page').toEqual([]);
  await crew.friendContext.close();

  await page.goto('/games');
  await expectScreen(page, 'Games');
  await card(page, renamed).getByText('Going: 0 · No: 0').waitFor();
  expect(await page.getByText('This game was updated').count()).toBe(0);
});
