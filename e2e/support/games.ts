import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expect, expectScreen, newPage, TIME_ZONE } from './fixtures';
import { uniqueGroupName, watchConsole } from './groups';
import { signInAsNewUser, type TestUser } from './session';

async function post<T>(request: APIRequestContext, baseUrl: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface Crew {
  groupId: string;
  groupName: string;
  placeName: string;
  placeId: string;
  organizer: TestUser;
  friend: TestUser;
  /** The friend's own browser (same pinned time zone), signed in; its page is watched for console errors. */
  friendContext: BrowserContext;
  friendPage: Page;
  friendProblems: string[];
}

/**
 * A group of two with one place, set up through the API (not the subject of these specs): the organizer
 * (signed in on `context`) creates the group and its place and invites; the friend joins by code.
 */
export async function setUpCrew(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  prefix: string,
): Promise<Crew> {
  const organizer = await signInAsNewUser(context, baseUrl, 'Riley Park');
  const groupName = uniqueGroupName(prefix);
  const { id: groupId } = await post<{ id: string }>(context.request, baseUrl, '/api/groups', {
    name: groupName,
  });
  const placeName = `Court ${groupName.split(' ').at(-1)}`;
  const { place } = await post<{ place: { id: string } }>(context.request, baseUrl, '/api/places', {
    name: placeName,
    address: '100 Main Street, Springfield',
    groupId,
  });
  const { invite } = await post<{ invite: { code: string } }>(
    context.request,
    baseUrl,
    `/api/groups/${groupId}/invite`,
    { maxUses: null },
  );
  const friendContext = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
  });
  const friend = await signInAsNewUser(friendContext, baseUrl, 'Sam Quinn');
  await post(friendContext.request, baseUrl, `/api/groups/${groupId}/join`, { code: invite.code });
  const friendPage = await newPage(friendContext);
  const friendProblems = watchConsole(friendPage);
  return {
    groupId,
    groupName,
    placeName,
    placeId: place.id,
    organizer,
    friend,
    friendContext,
    friendPage,
    friendProblems,
  };
}

/** Creates a game through the New Game form with a quick date preset; returns its id once its page shows. */
export async function createGame(
  page: Page,
  { groupId, title, preset = 'Sat 7am' }: { groupId: string; title?: string; preset?: string },
): Promise<string> {
  await page.goto(`/games/new?group_id=${groupId}`);
  await expectScreen(page, 'New Game');
  if (title) await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: 'Create Game' }).click();
  return gameOpened(page);
}

/** Waits for a game's page after a navigation and returns the game id from the address. */
export async function gameOpened(page: Page): Promise<string> {
  await page.waitForURL(/\/games\/[0-9a-f-]{36}(#.*)?$/);
  await expectScreen(page, 'Game Details');
  const gameId = new URL(page.url()).pathname.split('/').at(-1);
  if (!gameId) throw new Error(`no game id in ${page.url()}`);
  return gameId;
}

/** On a poll's page: gives my answer on its first option and waits until it shows as pressed. */
export async function answer(page: Page, response: 'Yes' | 'No' | 'Maybe'): Promise<void> {
  const mine = page.getByRole('group', { name: /^Your answer for / }).first();
  const button = mine.getByRole('button', { name: response, exact: true });
  const saved = page.waitForResponse(
    (reply) => reply.request().method() === 'PUT' && new URL(reply.url()).pathname.endsWith('/rsvp'),
  );
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  expect((await saved).ok()).toBe(true);
}

/** Book Now (on a card of the games list, or the game page's first option), confirmed in its dialog. */
export async function bookNow(page: Page, title?: string): Promise<void> {
  const name = title ? `Book Now: ${title}` : /^Book Now/;
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Now' });
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
