import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expenseMessages } from '../../src/shared/expenses';
import { expect, expectScreen, newPage, TIME_ZONE } from './fixtures';
import { uniqueGroupName, watchConsole } from './groups';
import { signInAsNewUser, type TestUser } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

async function call<T>(
  request: APIRequestContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${baseUrl}${path}`, { method, data, headers: { origin: baseUrl } });
  if (!response.ok())
    throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Another person with their own browser (same pinned time zone), signed in; its page is watched for errors. */
export interface Friend {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export interface BookedGame {
  gameId: string;
  groupId: string;
  placeId: string;
  gameTitle: string;
  groupName: string;
  /** The organizer, signed in on the spec's own context. */
  organizer: TestUser;
  /** Said yes first, so takes the rounding remainder. */
  first: Friend;
  /** Said yes last. */
  last: Friend;
}

async function friend(browser: Browser, baseUrl: string, name: string): Promise<Friend> {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'en-US' });
  const user = await signInAsNewUser(context, baseUrl, name);
  const page = await newPage(context);
  return { user, context, page, problems: watchConsole(page) };
}

/**
 * Three friends and a booked game, set up through the API (not the subject of these specs): the organizer
 * creates the group, a place and the game; the others join by code; the first friend, then the organizer,
 * then the last friend say yes (so the attendees are in that order); the organizer books it and marks it
 * as Confirmed. The group is in US dollars unless `group.currency` names another.
 */
export async function setUpBookedGame(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  names: [organizer: string, first: string, last: string],
  group: { currency?: string } = {},
): Promise<BookedGame> {
  const organizer = await signInAsNewUser(context, baseUrl, names[0]);
  const [first, last] = await Promise.all([
    friend(browser, baseUrl, names[1]),
    friend(browser, baseUrl, names[2]),
  ]);
  const as = (who: BrowserContext) => (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
    call<Record<string, unknown>>(who.request, baseUrl, method, path, data);
  const a = as(context);

  const groupName = uniqueGroupName('Money Crew');
  const { id: groupId } = (await a('POST', '/api/groups', { name: groupName, ...group })) as { id: string };
  const { invite } = (await a('POST', `/api/groups/${groupId}/invite`, {})) as { invite: { code: string } };
  await as(first.context)('POST', `/api/groups/${groupId}/join`, { code: invite.code });
  await as(last.context)('POST', `/api/groups/${groupId}/join`, { code: invite.code });
  const { place } = (await a('POST', '/api/places', {
    name: `Court ${groupName.split(' ').at(-1)}`,
    address: '100 Main Street, Springfield',
    tags: [],
    groupId,
  })) as { place: { id: string } };
  const gameTitle = 'Saturday Doubles';
  const { id: gameId } = (await a('POST', '/api/games', {
    groupId,
    placeId: place.id,
    title: gameTitle,
    date: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    minPeopleRequired: 2,
  })) as { id: string };
  const { options } = (await a('GET', `/api/games/${gameId}`)) as { options: { id: string }[] };
  const optionId = options[0]?.id;
  if (!optionId) throw new Error('the new game has no option');
  for (const who of [first.context, context, last.context]) {
    await as(who)('PUT', `/api/games/${gameId}/rsvp`, { optionId, response: 'yes' });
    // Attendees are ordered by their first yes; a short pause keeps the three timestamps apart.
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await a('POST', `/api/games/${gameId}/book`, { optionId });
  await a('POST', `/api/games/${gameId}/mark-booked`);
  return { gameId, groupId, placeId: place.id, gameTitle, groupName, organizer, first, last };
}

/** Closes the friends' browsers after checking their pages logged no errors. */
export async function closeFriends(game: BookedGame): Promise<void> {
  for (const person of [game.first, game.last]) {
    expect(person.problems, `console errors in ${person.user.name}'s page`).toEqual([]);
    await person.context.close();
  }
}

/** The shares of the game's newest expense as the API reports them: "name cents status", by name. */
export async function sharesOf(context: BrowserContext, baseUrl: string, gameId: string): Promise<string[]> {
  const { expenses } = await call<{
    expenses: { shares: { fullName: string; amountCents: number; status: string }[] }[];
  }>(context.request, baseUrl, 'GET', `/api/games/${gameId}/expenses`);
  return (expenses[0]?.shares ?? []).map((s) => `${s.fullName} ${s.amountCents} ${s.status}`).sort();
}

/** Picks an option of a Mantine Select by the field's label. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface ExpenseInput {
  amount: string;
  description?: string;
  category?: string;
  /** The payer's label in the Paid by list; the signed-in user by default. */
  paidBy?: string;
}

/** Fills the open Create Expense form and submits it, then waits for the game's page. */
export async function submitExpense(page: Page, input: ExpenseInput): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(input.amount);
  if (input.description !== undefined)
    await page.getByRole('textbox', { name: 'Description' }).fill(input.description);
  if (input.category) await choose(page, 'Category', input.category);
  if (input.paidBy) await choose(page, 'Paid by', input.paidBy);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  await expectScreen(page, 'Game Details');
}

/** Adds an expense to a game from /create-expense?game_id=…; ends on the game's page. */
export async function addExpense(page: Page, gameId: string, input: ExpenseInput): Promise<void> {
  await page.goto(`/create-expense?game_id=${gameId}`);
  await expectScreen(page, 'Create Expense');
  await submitExpense(page, input);
}

/** One debt on /settle-up, by its sentence ('You owe {name}', '{name} owes you'). */
export function debtRow(page: Page, sentence: string): Locator {
  return page.getByRole('listitem', { name: sentence, exact: true });
}

/** One of the two totals ('You owe', 'Owed to you') on Settle Up or the profile. */
export function total(page: Page, label: 'You owe' | 'Owed to you'): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** As the debtor on /settle-up: Mark Paid on my debt to `name`, then the row waits for confirmation. */
export async function markPaid(page: Page, name: string): Promise<void> {
  const row = debtRow(page, expenseMessages.youOwe(name));
  await row.getByRole('button', { name: 'Mark Paid' }).click();
  await page.getByText(expenseMessages.markedSent).waitFor();
  await row.getByText(expenseMessages.waiting).waitFor();
}

/** As the recipient on /settle-up: picks how `name` paid and confirms; the debt is settled and leaves. */
export async function markReceived(page: Page, name: string, method: string): Promise<void> {
  const row = debtRow(page, expenseMessages.owesYou(name));
  await row.getByText(expenseMessages.markedPaidBy(name)).waitFor();
  await choose(row, 'Payment method', method);
  await row.getByRole('button', { name: 'Mark Received' }).click();
  await page.getByText(expenseMessages.markedReceived(method)).waitFor();
}

/** Calls the API as the user signed in on `context`: the answer's JSON, or an error naming the call. */
export function apiAs(context: BrowserContext, baseUrl: string) {
  return <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
    call<T>(context.request, baseUrl, method, path, data);
}

/**
 * Another game in the booked game's group, through the API: the organizer creates it on `date`, the first
 * friend and the organizer say yes; then it is booked, and completed when asked. A poll stays a poll.
 */
export async function addGame(
  context: BrowserContext,
  baseUrl: string,
  game: BookedGame,
  input: { title: string; date: Date; status: 'poll' | 'booked' | 'completed' },
): Promise<string> {
  const a = apiAs(context, baseUrl);
  const { id } = await a<{ id: string }>('POST', '/api/games', {
    groupId: game.groupId,
    placeId: game.placeId,
    title: input.title,
    date: input.date.toISOString(),
    minPeopleRequired: 2,
  });
  if (input.status === 'poll') return id;
  const { options } = await a<{ options: { id: string }[] }>('GET', `/api/games/${id}`);
  const optionId = options[0]?.id;
  for (const who of [game.first.context, context]) {
    await apiAs(who, baseUrl)('PUT', `/api/games/${id}/rsvp`, { optionId, response: 'yes' });
  }
  await a('POST', `/api/games/${id}/book`, { optionId });
  await a('POST', `/api/games/${id}/mark-booked`);
  if (input.status === 'completed') await a('POST', `/api/games/${id}/complete`);
  return id;
}

/** An expense on the game paid by the user signed in on `context`, through the API; its id. */
export async function addExpenseByApi(
  context: BrowserContext,
  baseUrl: string,
  gameId: string,
  amountCents: number,
  description: string,
): Promise<string> {
  const { expense } = await apiAs(context, baseUrl)<{ expense: { id: string } }>('POST', '/api/expenses', {
    gameId,
    amountCents,
    description,
    category: 'court',
  });
  return expense.id;
}

/** One expense on /expenses, by its description. */
export function expenseRow(page: Page, description: string): Locator {
  return page.getByRole('listitem', { name: description, exact: true });
}

/** Fails unless the page is no wider than the window (nothing pushes it sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.inner);
}

/** The debtor marks their share of the expense paid and the payer confirms it, both through the API. */
export async function settleShareByApi(
  debtor: BrowserContext,
  payer: BrowserContext,
  baseUrl: string,
  expenseId: string,
  method: 'venmo' | 'zelle' | 'cash' | 'other',
): Promise<void> {
  const { expenses } = await apiAs(debtor, baseUrl)<{ expenses: { id: string; myShareId: string | null }[] }>(
    'GET',
    '/api/expenses',
  );
  const shareId = expenses.find((expense) => expense.id === expenseId)?.myShareId;
  if (!shareId) throw new Error('the debtor has no share of that expense');
  await apiAs(debtor, baseUrl)('POST', `/api/settle-up/shares/${shareId}/mark-paid`);
  await apiAs(payer, baseUrl)('POST', `/api/settle-up/shares/${shareId}/mark-received`, {
    paymentMethod: method,
  });
}
