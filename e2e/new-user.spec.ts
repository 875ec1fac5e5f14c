import type { Browser, BrowserContext } from 'playwright-core';
import { gameMessages } from '../src/shared/games';
import { groupMessages } from '../src/shared/groups';
import { placeMessages } from '../src/shared/places';
import { profileMessages } from '../src/shared/profile';
import { expect, expectScreen, newPage, TIME_ZONE, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

/** An admin (the spec's own context) and a member in a browser of their own, in one group, made by API. */
async function crew(context: BrowserContext, browser: Browser, baseUrl: string, places = 1) {
  const member = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'en-US' });
  await signInAsNewUser(context, baseUrl, 'Ada Admin');
  await signInAsNewUser(member, baseUrl, 'Mo Member');
  const api = async <T>(who: BrowserContext, method: string, path: string, data?: unknown) => {
    const response = await who.request.fetch(`${baseUrl}${path}`, {
      method,
      data,
      headers: { origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { id: groupId } = await api<{ id: string }>(context, 'POST', '/api/groups', {
    name: `New User Crew ${Date.now().toString(36)}`,
  });
  const { invite } = await api<{ invite: { code: string } }>(
    context,
    'POST',
    `/api/groups/${groupId}/invite`,
    {},
  );
  await api(member, 'POST', `/api/groups/${groupId}/join`, { code: invite.code });
  for (let i = 0; i < places; i += 1) {
    await api(context, 'POST', '/api/places', {
      name: `Court ${i + 1}`,
      address: `${i + 1} Main St`,
      tags: [],
      groupId,
    });
  }
  return { groupId, code: invite.code, member, api };
}

test('a member sees the invite code and link and copies the message; only admins manage the code', async ({
  context,
  browser,
  baseUrl,
}) => {
  const { groupId, code, member } = await crew(context, browser, baseUrl);
  await member.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await newPage(member);
  await page.goto(`/groups/${groupId}`);
  const panel = page.getByRole('region', { name: 'Invite friends' });
  await panel.getByText(code, { exact: true }).waitFor();
  await panel.getByText(`/groups/join/${groupId}`).waitFor();
  for (const admin of ['Generate code', 'Extend', 'Expire']) {
    expect(await panel.getByRole('button', { name: admin }).count()).toBe(0);
  }
  await panel.getByRole('button', { name: 'Copy share message' }).click();
  await panel.getByText(groupMessages.messageCopied).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(code);
  await member.close();
});

test('a member does not add a group’s places, and is told an admin adds them before a first game', async ({
  context,
  browser,
  baseUrl,
}) => {
  const { groupId, member } = await crew(context, browser, baseUrl, 0);
  const page = await newPage(member);
  await page.goto(`/groups/${groupId}/places`);
  await page.getByText(placeMessages.emptyGroup).waitFor();
  for (const control of ['Add Place', 'Import places']) {
    expect(await page.getByRole('button', { name: control }).count()).toBe(0);
    expect(await page.getByRole('link', { name: control }).count()).toBe(0);
  }
  await page.goto(`/groups/${groupId}/places/create`);
  await page.getByText(groupMessages.adminOnly).waitFor();
  expect(await page.getByRole('button', { name: 'Save place' }).count()).toBe(0);

  await page.goto('/select-group-for-game');
  await page.getByRole('button', { name: /New User Crew/ }).click();
  const dialog = page.getByRole('dialog', { name: gameMessages.addPlaceFirst });
  await dialog.getByText(/Only an admin of New User Crew .* can add places/).waitFor();
  expect(await dialog.getByRole('button', { name: 'Add a place' }).count()).toBe(0);

  // The admin is offered the way to add one.
  const admin = await newPage(context);
  await admin.goto('/select-group-for-game');
  await admin.getByRole('button', { name: /New User Crew/ }).click();
  await admin
    .getByRole('dialog', { name: gameMessages.addPlaceFirst })
    .getByRole('button', { name: 'Add a place' })
    .waitFor();
  await member.close();
});

test('a game or place that is gone says so, with a way back', async ({ page, context, baseUrl }) => {
  await signInAsNewUser(context, baseUrl, 'Gail Gone');
  await page.goto('/games/00000000-0000-4000-8000-000000000000');
  await page.getByText(gameMessages.notFound).waitFor();
  await expectScreen(page, 'Game Details');
  await page.getByRole('link', { name: 'Back to Games' }).click();
  await page.waitForURL('**/games');
  await page.goto('/places/edit/00000000-0000-4000-8000-000000000000');
  await page.getByText(placeMessages.notFound).waitFor();
  await page.getByRole('link', { name: 'Back to Places' }).waitFor();
});

test('Enter in an empty tag box does not send the place form; Enter with text adds the tag', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Tab Tagger');
  await page.goto('/places/create');
  await expectScreen(page, 'Add Place');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tag Court');
  const tags = page.getByRole('combobox', { name: 'What can we do here?' });
  await tags.press('Enter');
  await tags.fill('Tennis');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Remove tag Tennis' }).waitFor();
  // Nothing was sent: the address is still missing and no error has been shown for it.
  expect(new URL(page.url()).pathname).toBe('/places/create');
  expect(await page.getByText(placeMessages.addressRequired).count()).toBe(0);
});

test('an inactive group offers no action the server would refuse, and says why', async ({
  page,
  context,
  browser,
  baseUrl,
}) => {
  const { groupId, member, api } = await crew(context, browser, baseUrl);
  await api(context, 'POST', `/api/groups/${groupId}/deactivate`);
  await page.goto(`/groups/${groupId}`);
  await page.getByText(groupMessages.inactive).waitFor();
  await page.getByText(groupMessages.deactivateWarning).waitFor();
  for (const control of ['Remove Mo Member', 'Generate code', 'Copy share message']) {
    expect(await page.getByRole('button', { name: control }).count()).toBe(0);
  }
  await page.goto(`/groups/${groupId}/places`);
  await page.getByText('Court 1').first().waitFor();
  for (const control of ['Add Place', 'Import places', 'Remove Court 1', 'Edit Court 1']) {
    expect(await page.getByRole('button', { name: control }).count()).toBe(0);
    expect(await page.getByRole('link', { name: control }).count()).toBe(0);
  }
  await page.goto(`/games/new?group_id=${groupId}`);
  await page.getByText(gameMessages.groupInactive).waitFor();
  expect(await page.getByRole('button', { name: 'Create Game' }).count()).toBe(0);
  await member.close();
});

test('minimum people above the member count keeps the typed number and says why', async ({
  page,
  context,
  browser,
  baseUrl,
}) => {
  const { groupId, member } = await crew(context, browser, baseUrl);
  await page.goto(`/games/new?group_id=${groupId}`);
  await expectScreen(page, 'New Game');
  await page.getByLabel('Title').fill('Too many');
  const minimum = page.getByRole('textbox', { name: 'Minimum people' });
  await minimum.fill('5');
  await minimum.blur();
  expect(await minimum.inputValue()).toBe('5');
  await page.getByRole('button', { name: 'Create Game' }).click();
  await page.getByText(gameMessages.minPeopleTooHigh(2)).waitFor();
  expect(new URL(page.url()).pathname).toBe('/games/new');
  await member.close();
});

test('a success note leaves when an error comes and after 3 seconds, never showing beside it', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Nora Note');
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Edit Profile' });
  const saved = form.getByRole('status').filter({ hasText: profileMessages.saved });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Nora Noted');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await saved.waitFor();
  await form.getByRole('textbox', { name: 'Full Name' }).fill(' ');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText(profileMessages.nameRequired).waitFor();
  expect(await saved.count()).toBe(0);

  await form.getByRole('textbox', { name: 'Full Name' }).fill('Nora Again');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await saved.waitFor();
  const shownAt = Date.now();
  await saved.waitFor({ state: 'detached', timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
});
