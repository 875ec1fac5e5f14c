import { gameMessages } from '../src/shared/games';
import { expect, expectScreen, PHONE, TIME_ZONE, test } from './support/fixtures';
import { gameOpened } from './support/games';
import { generateInvite, uniqueGroupName } from './support/groups';
import { apiAs } from './support/money';
import { signInAsNewUser } from './support/session';

// Issue 56: a new group has one member and a game needs two; the New Game form said 'at most the group's 1
// members' and nothing about what to do.
test('a group of one is told to invite a second member, invites from the form, and then plans its game', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsNewUser(context, baseUrl, 'Riley Park');
  const api = apiAs(context, baseUrl);
  const groupName = uniqueGroupName('First Game');
  const { id: groupId } = await api<{ id: string }>('POST', '/api/groups', { name: groupName });
  await api('POST', '/api/places', { name: 'Court One', address: '1 Court St', tags: [], groupId });

  await page.goto(`/games/new?group_id=${groupId}`);
  await expectScreen(page, 'New Game');
  await page.getByText(gameMessages.needsSecondMember).waitFor();
  await page.getByText('At least 2: the group has 1 member so far').waitFor();
  expect(await page.getByText('1 members').count()).toBe(0);

  // The group's invite opens right there, as on the group page.
  await page.getByRole('button', { name: 'Invite friends' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite to ${groupName}` });
  await dialog.getByRole('heading', { name: 'Invite friends' }).waitFor();
  await expectScreen(page, 'New Game');
  const code = await generateInvite(page);

  const friendContext = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
  });
  await signInAsNewUser(friendContext, baseUrl, 'Sam Quinn');
  await apiAs(friendContext, baseUrl)('POST', `/api/groups/${groupId}/join`, { code });
  await friendContext.close();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The form hears of the new member by itself.
  await page.getByText("At least 2, at most the group's 2 members").waitFor();
  expect(await page.getByText(gameMessages.needsSecondMember).count()).toBe(0);
  await page.getByRole('button', { name: 'Sat 7am', exact: true }).click();
  await page.getByRole('button', { name: 'Create Game' }).click();
  await gameOpened(page);
});
