import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, expectScreen, newPage, TIME_ZONE, test } from './support/fixtures';
import { answer, bookNow, type Crew, gameOpened, setUpCrew } from './support/games';
import { choose } from './support/money';
import { signInAsNewUser } from './support/session';

/** A third member, signed in in a browser of their own and joined by an invite code. */
async function thirdMember(browser: Browser, context: BrowserContext, baseUrl: string, crew: Crew) {
  const invite = await context.request.post(`${baseUrl}/api/groups/${crew.groupId}/invite`, {
    data: { maxUses: null },
    headers: { origin: baseUrl },
  });
  const { invite: made } = (await invite.json()) as { invite: { code: string } };
  const own = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'en-US' });
  await signInAsNewUser(own, baseUrl, 'Toni Third');
  const joined = await own.request.post(`${baseUrl}/api/groups/${crew.groupId}/join`, {
    data: { code: made.code },
    headers: { origin: baseUrl },
  });
  expect(joined.ok()).toBe(true);
  return { context: own, page: await newPage(own) };
}

/** A place that costs $24 an hour, on the crew's list. */
async function paidCourt(context: BrowserContext, baseUrl: string, crew: Crew) {
  const response = await context.request.post(`${baseUrl}/api/places`, {
    data: {
      name: `Paid ${crew.placeName}`,
      address: '5 Fee Street',
      groupId: crew.groupId,
      costPerHourCents: 2400,
      tags: [],
    },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return `Paid ${crew.placeName}`;
}

async function newGame(page: Page, crew: Crew, place: string, fields: { hours?: string; max?: string }) {
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  await choose(page, 'Place', place);
  await page.getByRole('button', { name: 'Sat 7am', exact: true }).click();
  if (fields.hours) await page.getByLabel('Duration (hours)').fill(fields.hours);
  if (fields.max) await page.getByLabel('Maximum people').fill(fields.max);
  await page.getByRole('button', { name: 'Create Game' }).click();
  return gameOpened(page);
}

test('the cost per head on a poll option follows the answers, live, and the court cost fills the expense', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Cost Crew');
  const third = await thirdMember(browser, context, baseUrl, crew);
  const place = await paidCourt(context, baseUrl, crew);
  const gameId = await newGame(page, crew, place, { hours: '1.5' });
  const cost = page.getByTestId('cost-per-head').first();
  // $24 an hour for 1.5 hours is $36.00, split among at least the minimum of 2.
  await expect.poll(() => cost.textContent()).toBe('≈ $18.00 each if 2 come');
  await answer(page, 'Yes');
  await crew.friendPage.goto(`/games/${gameId}`);
  await answer(crew.friendPage, 'Yes');
  await expect.poll(() => cost.textContent()).toBe('≈ $18.00 each if 2 come');
  await third.page.goto(`/games/${gameId}`);
  await answer(third.page, 'Yes');
  // The organizer's page was not reloaded: the third yes arrives live and the cost follows.
  await expect.poll(() => cost.textContent(), { timeout: 10_000 }).toBe('≈ $12.00 each if 3 come');

  await bookNow(page);
  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Confirmed' })
    .getByRole('button', { name: "Yes, it's reserved" })
    .click();
  await page
    .getByRole('dialog', { name: 'Add an expense?' })
    .getByRole('button', { name: 'Add expense now' })
    .click();
  await expectScreen(page, 'Create Expense');
  expect(await page.getByRole('textbox', { name: 'Amount', exact: true }).inputValue()).toBe('36.00');
  await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Court/Venue');
  await third.context.close();
  await crew.friendContext.close();
});

test('a full game puts the next yes on the waiting list and moves them in when someone says no', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Full Crew');
  const third = await thirdMember(browser, context, baseUrl, crew);
  const gameId = await newGame(page, crew, crew.placeName, { max: '2' });
  await answer(page, 'Yes');
  await crew.friendPage.goto(`/games/${gameId}`);
  await answer(crew.friendPage, 'Yes');
  await third.page.goto(`/games/${gameId}`);
  await answer(third.page, 'Yes');
  await third.page.getByText('The game is full: you are number 1 on the waiting list.').waitFor();
  await page.getByText('Waiting list (1):').waitFor();
  await page.goto('/dashboard');
  await page.getByText('Going: 2 · No: 0 · Waiting: 1').waitFor();

  await answer(crew.friendPage, 'No');
  // Toni moves in: the notice goes, live, and the Updates feed says why.
  await third.page.getByText('The game is full').waitFor({ state: 'detached', timeout: 10_000 });
  await third.page.goto('/updates');
  await third.page.getByText(/A spot opened up: you are going to/).waitFor();
  await page.getByText('Going: 2 · No: 1').waitFor();
  await third.context.close();
  await crew.friendContext.close();
});
