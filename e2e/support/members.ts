import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, expectScreen, newPage, TIME_ZONE } from './fixtures';
import { uniqueGroupName, watchConsole } from './groups';
import { signInAsNewUser, type TestUser } from './session';

/** Another person in their own browser (same pinned time zone), signed in; their page is watched for errors. */
export interface Friend {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function post(context: BrowserContext, baseUrl: string, path: string, data: unknown) {
  const response = await context.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A group created (through the API, not the subject here) by the user signed in on `context`, joined by
 * code by friends with browsers of their own, in the order given.
 */
export async function groupWithFriends(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  names: [creator: string, ...friends: string[]],
) {
  const [creatorName, ...friendNames] = names;
  const creator = await signInAsNewUser(context, baseUrl, creatorName);
  const groupName = uniqueGroupName('Members Crew');
  const { id: groupId } = (await post(context, baseUrl, '/api/groups', { name: groupName })) as {
    id: string;
  };
  const { invite } = (await post(context, baseUrl, `/api/groups/${groupId}/invite`, {})) as {
    invite: { code: string };
  };
  const friends: Friend[] = [];
  for (const name of friendNames) {
    const friendContext = await browser.newContext({
      baseURL: baseUrl,
      timezoneId: TIME_ZONE,
      locale: 'en-US',
    });
    const user = await signInAsNewUser(friendContext, baseUrl, name);
    await post(friendContext, baseUrl, `/api/groups/${groupId}/join`, { code: invite.code });
    const page = await newPage(friendContext);
    friends.push({ user, context: friendContext, page, problems: watchConsole(page) });
  }
  return { groupId, groupName, creator, friends };
}

/** Opens the members screen and waits for it (and its live stream, so others' changes arrive). */
export async function openMembers(page: Page, groupId: string): Promise<void> {
  const streaming = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
  await page.goto(`/groups/${groupId}/members`);
  await streaming;
  await expectScreen(page, 'Group Members');
}

/** A member's row on the members screen, by their name. */
export function memberRow(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/** Checks the friends' pages logged no errors, then closes their browsers. */
export async function closeFriends(friends: Friend[]): Promise<void> {
  for (const friend of friends) {
    expect(friend.problems, `console errors in ${friend.user.name}'s page`).toEqual([]);
    await friend.context.close();
  }
}
