import { profileMessages } from '../src/shared/profile';
import { apiAs } from './support/admin';
import { allowConsoleError, expect, expectScreen, PHONE, test } from './support/fixtures';
import { uniqueGroupName } from './support/groups';
import { signInAsNewUser } from './support/session';

test('edit the profile: name, Venmo and Zelle ids are checked, saved, and shown across the app', async ({
  page,
  context,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Morgan Lee');
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');

  const info = page.getByRole('region', { name: 'Your Information' });
  await info.getByText('Morgan Lee').waitFor();
  await info.getByText(user.email).waitFor();
  await info.getByText('ML', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Your Groups' }).getByText(profileMessages.noGroups).waitFor();

  const form = page.getByRole('form', { name: 'Edit Profile' });
  const email = form.getByRole('textbox', { name: 'Email' });
  expect(await email.inputValue()).toBe(user.email);
  expect(await email.getAttribute('readonly')).not.toBeNull();
  await form.getByText(profileMessages.emailReadOnly).waitFor();
  await form.getByText(profileMessages.venmoHint).waitFor();
  expect(await form.getByRole('textbox', { name: 'Venmo ID' }).getAttribute('placeholder')).toBe('username');

  // Bad values are refused in the form's words, before anything is sent.
  await form.getByRole('textbox', { name: 'Full Name' }).fill('  ');
  await form.getByRole('textbox', { name: 'Venmo ID' }).fill('no');
  await form.getByRole('textbox', { name: 'Zelle ID' }).fill('555-0134');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText(profileMessages.nameRequired).waitFor();
  await form.getByText(profileMessages.venmoInvalid).waitFor();
  await form.getByText(profileMessages.zelleInvalid).waitFor();
  await expectScreen(page, 'Profile');

  // Saved: 'Saving...' while the request is out, then the spec's message and the server's spellings.
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Morgan Rivera');
  await form.getByRole('textbox', { name: 'Venmo ID' }).fill('@morgan-rivera');
  await form.getByRole('textbox', { name: 'Zelle ID' }).fill('(415) 555 0134');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/me', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByRole('button', { name: 'Saving...' }).waitFor();
  expect(await form.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
  release();
  await form.getByRole('status').filter({ hasText: profileMessages.saved }).waitFor();
  await page.unroute('**/api/me');
  await expect.poll(() => form.getByRole('textbox', { name: 'Venmo ID' }).inputValue()).toBe('morgan-rivera');
  await expect.poll(() => form.getByRole('textbox', { name: 'Zelle ID' }).inputValue()).toBe('415-555-0134');
  await info.getByText('Morgan Rivera').waitFor();
  await info.getByText('MR', { exact: true }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /^Account menu/ }).textContent()).toBe('MR');
  await expectScreen(page, 'Profile');

  // A reload shows what was stored.
  await page.reload();
  await expect
    .poll(() => form.getByRole('textbox', { name: 'Full Name' }).inputValue())
    .toBe('Morgan Rivera');
  expect(await form.getByRole('textbox', { name: 'Zelle ID' }).inputValue()).toBe('415-555-0134');
});

test('a failed save says so; the groups list shows each role with a View link; Sign Out leads to /login', async ({
  page,
  context,
  browser,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Quinn Avery');
  const as = apiAs(context, baseUrl);
  const mine = uniqueGroupName('Quinn Club');
  const { id: mineId } = await as<{ id: string }>('POST', '/api/groups', { name: mine });
  const other = await browser.newContext({ baseURL: baseUrl });
  await signInAsNewUser(other, baseUrl, 'Rowan Hart');
  const theirs = uniqueGroupName('Rowan Club');
  const { id: theirsId } = await apiAs(other, baseUrl)<{ id: string }>('POST', '/api/groups', {
    name: theirs,
  });
  const { invite } = await apiAs(other, baseUrl)<{ invite: { code: string } }>(
    'POST',
    `/api/groups/${theirsId}/invite`,
    {},
  );
  await as('POST', `/api/groups/${theirsId}/join`, { code: invite.code });
  await other.close();

  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const groups = page.getByRole('list', { name: 'Your groups' }).getByRole('listitem');
  await expect.poll(() => groups.count()).toBe(2);
  await groups.filter({ hasText: mine }).getByText('Admin', { exact: true }).waitFor();
  await groups.filter({ hasText: theirs }).getByText('Member', { exact: true }).waitFor();

  // The server is unreachable for the save: the spec's error text, and the typed values stay.
  const form = page.getByRole('form', { name: 'Edit Profile' });
  allowConsoleError(page, /ERR_CONNECTION_FAILED/);
  await page.route('**/api/me', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue(),
  );
  await form.getByRole('textbox', { name: 'Venmo ID' }).fill('quinn-avery');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByRole('alert').filter({ hasText: profileMessages.saveFailed }).waitFor();
  expect(await form.getByRole('textbox', { name: 'Venmo ID' }).inputValue()).toBe('quinn-avery');
  await page.unroute('**/api/me');

  await groups
    .filter({ hasText: theirs })
    .getByRole('link', { name: `View ${theirs}` })
    .click();
  await page.waitForURL(`**/groups/${theirsId}`);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const viewMine = groups.filter({ hasText: mine }).getByRole('link', { name: `View ${mine}` });
  expect(await viewMine.getAttribute('href')).toBe(`/groups/${mineId}`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
});

test('Profile appears whole once its data is in, so Sign Out never moves under the pointer', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Sasha Quinn');
  // The Financial Summary's answer is held: drawn section by section, the page would show Sign Out under a
  // loader that later gives way to the totals, moving it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/settle-up', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('status', { name: 'Loading' }).waitFor();
  expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'Your Information' }).count()).toBe(0);

  release();
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await signOut.waitFor();
  const first = await signOut.boundingBox();
  const summary = page.getByRole('region', { name: 'Financial Summary' });
  await summary.getByRole('link', { name: 'View All Expenses' }).waitFor();
  expect(await summary.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  await expectScreen(page, 'Profile');
  expect(await signOut.boundingBox()).toEqual(first);
  await page.unroute('**/api/settle-up');
});
