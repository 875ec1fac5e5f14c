import type { Page } from 'playwright-core';
import { expect, newPage, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

/** 60 characters without a break: the hardest case for a narrow screen. */
const unbroken = (stem: string) => `${stem}${'x'.repeat(60 - stem.length)}`;
const PERSON = 'Maximiliana Bartholomew-Featherstonehaugh Montgomery-Smythes';
const PHONE_WIDTH = { width: 390, height: 844 };

/**
 * Where the page is wider than the screen (null when nothing makes it scroll sideways), naming the first
 * element that sticks out so a failure says where to look.
 */
async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return page.evaluate((where) => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprit = [...document.querySelectorAll('body *')].find(
      (element) => element.getBoundingClientRect().right > width + 1 && element.children.length === 0,
    );
    const name = culprit
      ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')} "${culprit.textContent?.slice(0, 30)}"`
      : '?';
    return `${where}: ${document.documentElement.scrollWidth}px wide, first: ${name}`;
  }, path);
}

test('60-character group, place, game and person names never widen a screen at 390 px', async ({
  browser,
  baseUrl,
}) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_WIDTH,
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
  });
  const friendContext = await browser.newContext({ baseURL: baseUrl });
  await signInAsNewUser(context, baseUrl, PERSON);
  await signInAsNewUser(friendContext, baseUrl, `${PERSON.slice(0, 59)}2`);
  const headers = { origin: baseUrl };
  const api = async <T>(who: typeof context, method: string, path: string, data?: unknown) => {
    const response = await who.request.fetch(`${baseUrl}${path}`, { method, data, headers });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const { id: groupId } = await api<{ id: string }>(context, 'POST', '/api/groups', {
    name: unbroken(`LongGroup${Date.now()}`),
  });
  const { invite } = await api<{ invite: { code: string } }>(
    context,
    'POST',
    `/api/groups/${groupId}/invite`,
    {},
  );
  await api(friendContext, 'POST', `/api/groups/${groupId}/join`, { code: invite.code });
  const { place } = await api<{ place: { id: string } }>(context, 'POST', '/api/places', {
    name: unbroken('LongPlace'),
    address: unbroken('LongAddress'),
    contactNumber: '415-555-0100',
    tags: [unbroken('LongTag').slice(0, 50)],
    groupId,
  });
  const { id: gameId } = await api<{ id: string }>(context, 'POST', '/api/games', {
    groupId,
    placeId: place.id,
    title: unbroken('LongGame'),
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    minPeopleRequired: 2,
  });
  const { options } = await api<{ options: { id: string }[] }>(context, 'GET', `/api/games/${gameId}`);
  const optionId = options[0]?.id;
  for (const who of [context, friendContext]) {
    await api(who, 'PUT', `/api/games/${gameId}/rsvp`, { optionId, response: 'yes' });
  }
  await api(context, 'POST', `/api/games/${gameId}/book`, { optionId });
  await api(context, 'POST', `/api/games/${gameId}/mark-booked`);
  await api(context, 'POST', '/api/expenses', {
    gameId,
    amountCents: 4001,
    description: unbroken('LongExpense'),
    category: 'court',
  });
  await friendContext.close();

  const page = await newPage(context);
  const overflows: string[] = [];
  for (const path of [
    '/dashboard',
    `/games/${gameId}`,
    '/groups',
    `/groups/${groupId}`,
    `/groups/${groupId}/places`,
    `/groups/${groupId}/places/${place.id}/edit`,
    '/places',
    '/places/create',
    '/select-group-for-game',
    `/games/new?group_id=${groupId}`,
    '/expenses',
    `/create-expense?game_id=${gameId}`,
    '/settle-up',
    '/profile',
    '/admin',
    '/updates',
  ]) {
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
  }
  expect(overflows).toEqual([]);
  await context.close();
});
