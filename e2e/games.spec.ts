import type { Page } from 'playwright-core';
import { gameMessages } from '../src/shared/games';
import { allowConsoleError, expect, expectScreen, PHONE, TIME_ZONE, test } from './support/fixtures';
import { answer, bookNow, createGame, gameOpened, setUpCrew } from './support/games';
import { dayInTimeZone, tabTo, uniqueGroupName } from './support/groups';
import { signInAsNewUser } from './support/session';

/** The next Saturday after today (never today) in the browsers' time zone, as the screens write dates. */
function nextSaturday(): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' }).format(
    new Date(),
  );
  const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  const ahead = (6 - today + 7) % 7 || 7;
  return dayInTimeZone(new Date(Date.now() + ahead * 24 * 60 * 60 * 1000));
}

/** A game's card on the games list, found by its title link. */
function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function confirmIn(page: Page, dialogName: string, question: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByText(question).waitFor();
  await expectScreen(page, 'Game Details');
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('from home, with one group and one place, a game takes four clicks with the Sat 7am preset', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Saturday Smash');
  await crew.friendContext.close();
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  await page.getByText(gameMessages.noEmptyGames).waitFor();

  let clicks = 0;
  const click = async (name: string, role: 'link' | 'button') => {
    clicks += 1;
    await page.getByRole(role, { name, exact: true }).click();
  };
  await click('Create Game', 'link');
  // The only active group has a place, so choosing a group forwards straight to the form.
  await page.waitForURL(`**/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  expect(await page.getByLabel('Title').inputValue()).toBe(`${crew.groupName} game`);
  await click('Sat 7am', 'button');
  expect(await page.getByLabel('Time').inputValue()).toBe('07:00');
  await click('Create Game', 'button');
  await gameOpened(page);
  expect(clicks).toBeLessThanOrEqual(4);

  const title = `${crew.groupName} game`;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(`${nextSaturday()} · 7:00 AM`).first().waitFor();
  await page.getByText('Minimum people: 2').waitFor();

  // The card on the home view, at phone width in dark mode.
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  const game = card(page, title);
  await game.getByText('Poll', { exact: true }).waitFor();
  await game.getByText(`${nextSaturday()} · 7:00 AM`).waitFor();
  await game.getByText('Going: 0 · No: 0').waitFor();
  const maps = game.getByRole('link', { name: `Open ${crew.placeName} in maps` });
  expect(await maps.getAttribute('target')).toBe('_blank');
  expect(await maps.getAttribute('href')).toContain('google.com/maps/search');
  // A status with no games shows the empty state; Show All brings the list back.
  await page.getByRole('radiogroup', { name: 'Filter by status' }).getByText('Completed').click();
  await page.getByText(gameMessages.noEmptyGames).waitFor();
  await expectScreen(page, 'Games');
  await page.getByRole('button', { name: 'Show All' }).click();
  await game.getByRole('link', { name: `Vote on ${title}` }).click();
  await page.waitForURL(/#response-section$/);
  await expectScreen(page, 'Game Details');
});

test('two friends say yes, one books; then Mark as Confirmed, Mark as Completed and Revert to Confirmed', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Doubles Club');
  const title = uniqueGroupName('Doubles');
  const gameId = await createGame(page, { groupId: crew.groupId, title });

  // An answer shows at once; when saving fails it is taken back and the spec's message says so.
  allowConsoleError(page, /net::ERR_FAILED/);
  await page.route('**/rsvp', (route) => route.abort(), { times: 1 });
  const yes = page.getByRole('group', { name: /^Your answer for / }).getByRole('button', { name: 'Yes' });
  await yes.click();
  await page.getByRole('alert').filter({ hasText: gameMessages.rsvpFailed }).waitFor();
  expect(await yes.getAttribute('aria-pressed')).toBe('false');
  await answer(page, 'Yes');

  // Booking with one yes is refused with the spec's message.
  await bookNow(page);
  await page
    .getByRole('alert')
    .filter({ hasText: gameMessages.notEnoughYes(2) })
    .waitFor();

  // The friend answers on a phone in dark mode, from the Vote link of their home view.
  const friend = crew.friendPage;
  await friend.setViewportSize(PHONE);
  await friend.emulateMedia({ colorScheme: 'dark' });
  await friend.goto('/dashboard');
  await expectScreen(friend, 'Games');
  await card(friend, title)
    .getByRole('link', { name: `Vote on ${title}` })
    .click();
  await friend.waitForURL(`**/games/${gameId}#response-section`);
  await expectScreen(friend, 'Game Details');
  await answer(friend, 'Yes');
  await friend.getByText('Yes (2)').waitFor();
  expect(crew.friendProblems, 'console errors in the friend page').toEqual([]);
  await crew.friendContext.close();

  await page.goto('/games');
  await expectScreen(page, 'Games');
  const game = card(page, title);
  await game.getByText('Going: 2 · No: 0').waitFor();
  // A double click (a double tap on a phone) asks once: one answer books, and no second dialog is left asking.
  const bookButton = game.getByRole('button', { name: `Book Now: ${title}` });
  const spot = await bookButton.boundingBox();
  await bookButton.dblclick();
  const confirm = page.getByRole('dialog', { name: 'Book Now' });
  await confirm.waitFor();
  // When the dialog shows between the two clicks, the second lands on its overlay and leaves it asking; a click
  // of its own on the overlay still closes it. The second click, made here once the dialog shows:
  if (!spot) throw new Error('Book Now has no box');
  await page.mouse.move(spot.x + spot.width / 2, spot.y + spot.height / 2);
  expect(await page.evaluate(() => document.querySelector('[role=dialog]:hover') === null)).toBe(true);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await confirm.isVisible()).toBe(true);
  await page.mouse.down();
  await page.mouse.up();
  await confirm.waitFor({ state: 'hidden' });
  await bookButton.click();
  await confirm.getByRole('button', { name: 'Book Now' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await game.getByText('Ready to Book').waitFor();
  await game.getByRole('link', { name: title, exact: true }).click();
  await gameOpened(page);
  await page.getByText('Going: 2').waitFor();
  await page.getByRole('switch', { name: crew.friend.name }).waitFor();

  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await confirmIn(page, 'Mark as Confirmed', 'Have you reserved the spot?', "Yes, it's reserved");
  await confirmIn(page, 'Add an expense?', 'Add what the spot cost now', 'Later');
  await page.getByText('Confirmed', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  // The game is next Saturday: completing it now is asked about with its date.
  await confirmIn(page, 'Mark as Completed', 'Mark it completed anyway?', 'Mark as Completed');
  await page.getByText('Completed', { exact: true }).waitFor();
  await page.getByText('Attended: 2').waitFor();

  await page.getByRole('button', { name: 'Revert to Confirmed' }).click();
  await confirmIn(page, 'Revert to Confirmed', 'Move this game back to confirmed?', 'Revert to Confirmed');
  await page.getByText('Confirmed', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Mark as Completed' }).waitFor();
});

test('the creator renames a game; the friend sees the updated notice on the list and dismisses it', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Rename Crew');
  const title = uniqueGroupName('Morning Rally');
  await createGame(page, { groupId: crew.groupId, title, preset: 'Sun 8am' });

  const renamed = uniqueGroupName('Evening Rally');
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByLabel('Title').waitFor();
  await expectScreen(page, 'Game Details');
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(gameMessages.titleRequired).waitFor();
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

  const friend = crew.friendPage;
  await friend.goto('/games');
  await expectScreen(friend, 'Games');
  const game = card(friend, renamed);
  await game.getByText('This game was updated').waitFor();
  await expectScreen(friend, 'Games');
  await game.getByRole('button', { name: `Dismiss update to ${renamed}` }).click();
  await expect.poll(() => game.getByText('This game was updated').count()).toBe(0);
  await friend.reload();
  await card(friend, renamed).getByText('Sun, ', { exact: false }).waitFor();
  await expect.poll(() => friend.getByText('This game was updated').count()).toBe(0);

  // The way to answer works from the keyboard alone.
  await tabTo(friend, `Vote on ${renamed}`);
  await friend.keyboard.press('Enter');
  await friend.waitForURL(/#response-section$/);
  await tabTo(friend, 'Maybe');
  await friend.keyboard.press('Enter');
  await friend.getByText('Maybe (1)').waitFor();
  expect(crew.friendProblems, 'console errors in the friend page').toEqual([]);
  await crew.friendContext.close();
});

test('without a group, or a place, creating a game says what is missing', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Devon Hale');
  await page.goto('/games/new');
  await page.waitForURL('**/select-group-for-game');
  await expectScreen(page, 'Select a Group');
  await page.getByText(gameMessages.noActiveGroups).waitFor();
  await page.getByRole('link', { name: 'Create Group' }).waitFor();

  const groupName = uniqueGroupName('No Places');
  const created = await context.request.post(`${baseUrl}/api/groups`, {
    data: { name: groupName },
    headers: { origin: baseUrl },
  });
  const { id: groupId } = (await created.json()) as { id: string };
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');
  await page.getByRole('link', { name: 'Create Game' }).click();
  await page.waitForURL('**/select-group-for-game');
  await page.getByRole('button', { name: new RegExp(groupName) }).click();
  const dialog = page.getByRole('dialog', { name: gameMessages.addPlaceFirst });
  await dialog.getByText('At least one place is needed before creating a game.', { exact: false }).waitFor();
  await expectScreen(page, 'Select a Group');
  await dialog.getByRole('button', { name: 'Add a place' }).click();
  await page.waitForURL(`**/places/create?group_id=${groupId}&from=game`);
});
