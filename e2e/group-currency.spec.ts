import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { expect, expectScreen, newPage, TIME_ZONE, test } from './support/fixtures';
import { uniqueGroupName, watchConsole } from './support/groups';
import { choose, total } from './support/money';
import { signInAsNewUser } from './support/session';

const ANA = 'Ana Lima';
const CAMILLE = 'Camille Roux';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Calls the API as a context's signed-in user (setting up is not the subject here). */
const apiOf = (request: APIRequestContext, baseUrl: string) =>
  async function call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`${baseUrl}${path}`, { method, data, headers: { origin: baseUrl } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

/**
 * A booked game of the group attended by both (the organizer and the member, who joins by code first), set up
 * through the API; returns its id.
 */
async function bookedGameOf(
  organizer: BrowserContext,
  member: BrowserContext,
  baseUrl: string,
  groupId: string,
) {
  const [asOrganizer, asMember] = [apiOf(organizer.request, baseUrl), apiOf(member.request, baseUrl)];
  const { invite } = await asOrganizer<{ invite: { code: string } }>(
    'POST',
    `/api/groups/${groupId}/invite`,
    {},
  );
  await asMember('POST', `/api/groups/${groupId}/join`, { code: invite.code });
  const { place } = await asOrganizer<{ place: { id: string } }>('POST', '/api/places', {
    name: `Court ${groupId.slice(0, 8)}`,
    address: '1 Rue de la République, Lyon',
    tags: [],
    groupId,
  });
  const { id: gameId } = await asOrganizer<{ id: string }>('POST', '/api/games', {
    groupId,
    placeId: place.id,
    title: 'Padel du samedi',
    date: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    minPeopleRequired: 2,
  });
  const { options } = await asOrganizer<{ options: { id: string }[] }>('GET', `/api/games/${gameId}`);
  const optionId = options[0]?.id;
  for (const who of [organizer, member]) {
    const answer = await who.request.put(`${baseUrl}/api/games/${gameId}/rsvp`, {
      data: { optionId, response: 'yes' },
      headers: { origin: baseUrl },
    });
    expect(answer.status()).toBe(200);
  }
  await asOrganizer('POST', `/api/games/${gameId}/book`, { optionId });
  await asOrganizer('POST', `/api/games/${gameId}/mark-booked`);
  return gameId;
}

/** The amount field of the Create Expense form, whatever language its label is in: its only decimal field. */
const amountField = (page: Page) => page.locator('form input[inputmode="decimal"]');

/** Whitespace as Intl writes it between an amount and its symbol (U+00A0, U+202F) or a plain space. */
const amount = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]').replace(/\$/g, '\\$'));

test('a euro group takes “24,70” from a French member as 24,70 €; a dollar group’s totals stay apart', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, ANA);

  // Ana, in an American browser, starts from US dollars and makes her Lyon group a euro group.
  const lyon = uniqueGroupName('Lyon Padel');
  await page.goto('/groups/create');
  await expectScreen(page, 'Create Group');
  await expect.poll(() => page.getByRole('combobox', { name: 'Currency' }).inputValue()).toMatch(/^USD/);
  await page.getByLabel('Group name').fill(lyon);
  await choose(page, 'Currency', 'EUR · Euro');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  const euroGroupId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('heading', { level: 1, name: lyon }).waitFor();

  // Camille's browser is French: numbers are written 1 234,56 there.
  const french = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'fr-FR' });
  await signInAsNewUser(french, baseUrl, CAMILLE);
  const camille = await newPage(french);
  const problems = watchConsole(camille);
  const euroGame = await bookedGameOf(context, french, baseUrl, euroGroupId);

  // A new group of hers would start in euros.
  await camille.goto('/groups/create');
  await expect
    .poll(() => camille.locator('form input[aria-haspopup="listbox"]').inputValue())
    .toMatch(/^EUR/);

  // She types the court's cost as she writes it; the field shows the euro sign after the amount.
  await camille.goto(`/create-expense?game_id=${euroGame}`);
  await amountField(camille).waitFor();
  await expect.poll(() => camille.locator('form').getByText('€', { exact: true }).count()).toBe(1);
  // A third decimal is no amount in euros: nothing is sent.
  await amountField(camille).fill('24,705');
  await camille.locator('form button[type="submit"]').click();
  await expect.poll(() => amountField(camille).getAttribute('aria-invalid')).toBe('true');
  expect(new URL(camille.url()).pathname).toBe('/create-expense');
  await amountField(camille).fill('24,70');
  await camille.locator('form button[type="submit"]').click();
  await camille.waitForURL(`**/games/${euroGame}`);
  await camille.getByText(amount('24,70 €')).first().waitFor();
  await camille.getByText(amount('12,35 €')).first().waitFor();
  expect(await seriousViolations(camille)).toEqual([]);
  const { expenses } = await apiOf(french.request, baseUrl)<{
    expenses: { amountCents: number; currency: string }[];
  }>('GET', `/api/games/${euroGame}/expenses`);
  expect(expenses.map((e) => [e.amountCents, e.currency])).toEqual([[2470, 'EUR']]);

  // A second group, in US dollars: Ana pays $30.00 for the two of them.
  const { id: dollarGroupId } = await apiOf(context.request, baseUrl)<{ id: string }>('POST', '/api/groups', {
    name: uniqueGroupName('Austin Pickleball'),
    currency: 'USD',
  });
  const dollarGame = await bookedGameOf(context, french, baseUrl, dollarGroupId);
  await apiOf(context.request, baseUrl)('POST', '/api/expenses', {
    gameId: dollarGame,
    amountCents: 3000,
    description: 'Court',
    category: 'court',
  });

  // Ana's Settle Up: what she owes in euros and is owed in dollars, each in its own currency, never summed.
  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  await total(page, 'You owe').getByText('€12.35', { exact: true }).waitFor();
  await total(page, 'You owe').getByText('$0.00', { exact: true }).waitFor();
  await total(page, 'Owed to you').getByText('€0.00', { exact: true }).waitFor();
  await total(page, 'Owed to you').getByText('$15.00', { exact: true }).waitFor();
  // 15.00 − 12.35 would be a sum across currencies: it is nowhere.
  expect(await page.getByText('2.65').count()).toBe(0);
  // Her profile's Financial Summary says the same, per currency.
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const summary = page.getByRole('region', { name: 'Financial Summary' });
  await summary.getByRole('group', { name: 'You owe' }).getByText('€12.35', { exact: true }).waitFor();
  await summary.getByRole('group', { name: 'Owed to you' }).getByText('$15.00', { exact: true }).waitFor();

  // Camille's, in French: the same two amounts the other way round, in her format.
  await camille.goto('/settle-up');
  await camille.getByText(amount('12,35 €')).first().waitFor();
  await camille.getByText(amount('15,00 $US')).first().waitFor();
  expect(await camille.getByText('2,65').count()).toBe(0);
  expect(await seriousViolations(camille)).toEqual([]);

  expect(problems).toEqual([]);
  await french.close();
});
