import type { Browser, BrowserContext } from 'playwright-core';
import { TIME_ZONE } from './fixtures';
import { uniqueGroupName } from './groups';
import { signInAsNewUser } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calls the API as the user signed in on `context`; the answer's JSON, or an error naming the call. */
export function apiAs(context: BrowserContext, baseUrl: string) {
  return async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    data?: unknown,
  ) => {
    const response = await context.request.fetch(`${baseUrl}${path}`, {
      method,
      data,
      headers: { origin: baseUrl },
    });
    if (!response.ok())
      throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

export interface AdminGroup {
  id: string;
  name: string;
  placeId: string;
  placeName: string;
  gameId: string;
  gameTitle: string;
}

export interface AdminWorld {
  /** Run by the user signed in on the spec's context. */
  mine: [AdminGroup, AdminGroup];
  /** Run by someone else; the user is a plain member. */
  theirs: AdminGroup;
  close(): Promise<void>;
}

/**
 * Set up through the API (not the subject of the admin spec): the user runs two groups and is a member of
 * a third; each group has a place and a game, and a second member (games need two).
 */
export async function setUpAdminWorld(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
): Promise<AdminWorld> {
  const others = await Promise.all(
    ['Drew Hale', 'Blake Rivers'].map(async (name) => {
      const other = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'en-US' });
      await signInAsNewUser(other, baseUrl, name);
      return other;
    }),
  );
  const [drew, blake] = others as [BrowserContext, BrowserContext];
  await signInAsNewUser(context, baseUrl, 'Avery Stone');

  async function group(owner: BrowserContext, prefix: string, place: string, game: string, days: number) {
    const as = apiAs(owner, baseUrl);
    const name = uniqueGroupName(prefix);
    const { id } = await as<{ id: string }>('POST', '/api/groups', { name });
    const placeName = `${place} ${name.split(' ').at(-1)}`;
    const { place: created } = await as<{ place: { id: string } }>('POST', '/api/places', {
      name: placeName,
      address: '1 Main Street, Springfield',
      groupId: id,
    });
    const { invite } = await as<{ invite: { code: string } }>('POST', `/api/groups/${id}/invite`, {
      maxUses: null,
    });
    const joiners = owner === blake ? [drew, context] : [drew];
    for (const joiner of joiners)
      await apiAs(joiner, baseUrl)('POST', `/api/groups/${id}/join`, { code: invite.code });
    const { id: gameId } = await as<{ id: string }>('POST', '/api/games', {
      groupId: id,
      placeId: created.id,
      title: game,
      date: new Date(Date.now() + days * DAY_MS).toISOString(),
      minPeopleRequired: 2,
    });
    return { id, name, placeId: created.id, placeName, gameId, gameTitle: game };
  }

  const mine: [AdminGroup, AdminGroup] = [
    await group(context, 'Court Club', 'Riverside Courts', 'Sunday singles', 3),
    await group(context, 'Lake Paddlers', 'Boat House', 'Sunrise paddle', 5),
  ];
  const theirs = await group(blake, 'Board Night', 'Dice Cafe', 'Catan marathon', 4);
  return {
    mine,
    theirs,
    close: async () => {
      for (const other of others) await other.close();
    },
  };
}
