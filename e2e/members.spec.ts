import type { Page } from 'playwright-core';
import { groupMessages, groupText } from '../src/shared/groups';
import { englishIntl } from '../src/shared/i18n/english';
import { expect, expectScreen, TIME_ZONE, test } from './support/fixtures';
import { closeFriends, groupWithFriends, memberRow, openMembers } from './support/members';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';
/** Sixty characters, most of them one unbreakable word. */
const LONG_NAME = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Montgomery X';

/** 'Mar 7, 2026' in the browsers' pinned time zone, as the members screen writes joined dates. */
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin promotes a member, who then removes someone; everyone’s screen follows without reloading', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const { groupId, groupName, friends } = await groupWithFriends(browser, context, baseUrl, [
    AVERY,
    BLAKE,
    CASEY,
  ]);
  const [blake, casey] = friends;
  if (!blake || !casey) throw new Error('friends missing');

  // The group page's members list leads to the members screen (the live stream stays open on the way).
  const streaming = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
  await page.goto(`/groups/${groupId}`);
  await streaming;
  await expectScreen(page, groupName);
  await page.getByRole('link', { name: 'Manage members' }).click();
  await page.waitForURL(`**/groups/${groupId}/members`);
  await expectScreen(page, 'Group Members');
  await page.getByText(groupName).waitFor();
  await memberRow(page, AVERY).getByText('Admin', { exact: true }).waitFor();
  await memberRow(page, AVERY).getByText('(you)').waitFor();
  for (const [name, initials] of [
    [BLAKE, 'BR'],
    [CASEY, 'CM'],
  ] as const) {
    const row = memberRow(page, name);
    await row.getByText(initials, { exact: true }).waitFor();
    await row.getByText('Member', { exact: true }).waitFor();
    await row.getByText(`Joined ${today()}`).waitFor();
  }
  // Nobody removes themselves, and the creator stays admin.
  expect(await memberRow(page, AVERY).getByRole('button').count()).toBe(0);

  // Blake, a plain member, sees the list without any admin buttons.
  await openMembers(blake.page, groupId);
  await memberRow(blake.page, CASEY).waitFor();
  expect(await blake.page.getByRole('button', { name: /^(Make|Remove) / }).count()).toBe(0);

  // Avery makes Blake an admin; Blake's screen gains the admin buttons at once.
  await memberRow(page, BLAKE)
    .getByRole('button', { name: `Make ${BLAKE} an admin` })
    .click();
  await memberRow(page, BLAKE).getByText('Admin', { exact: true }).waitFor();
  await memberRow(blake.page, BLAKE).getByText('Admin', { exact: true }).waitFor();
  await blake.page.getByRole('button', { name: `Remove ${CASEY}` }).click();
  const dialog = blake.page.getByRole('dialog', { name: 'Remove member' });
  await dialog.getByText(groupMessages.confirmRemoveMember).waitFor();
  await expectScreen(blake.page, 'Group Members');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect.poll(() => memberRow(blake.page, CASEY).count()).toBe(0);
  await expectScreen(blake.page, 'Group Members');

  // Avery's screen drops Casey too; Casey, no longer a member, is sent home (which sends on to the dashboard).
  await expect.poll(() => memberRow(page, CASEY).count()).toBe(0);
  await page.getByRole('heading', { name: 'Members (2)' }).waitFor();
  await casey.page.goto(`/groups/${groupId}/members`);
  await casey.page.waitForURL('**/dashboard');
  await closeFriends(friends);
});

test('a member leaves after confirming and lands on their groups with a note', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const { groupId, groupName, friends } = await groupWithFriends(browser, context, baseUrl, [AVERY, BLAKE]);
  const [blake] = friends;
  if (!blake) throw new Error('friend missing');
  await openMembers(page, groupId);
  await openMembers(blake.page, groupId);

  // Cancelling changes nothing.
  await blake.page.getByRole('button', { name: 'Leave group' }).click();
  const dialog = blake.page.getByRole('dialog', { name: 'Leave group' });
  await dialog.getByText(groupMessages.confirmLeave).waitFor();
  await expectScreen(blake.page, 'Group Members');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await memberRow(blake.page, BLAKE).waitFor();

  await blake.page.getByRole('button', { name: 'Leave group' }).click();
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await blake.page.waitForURL(/\/groups$/);
  await blake.page.getByText(englishIntl.formatMessage(groupText.left, { groupName })).waitFor();
  await expectScreen(blake.page, 'Groups');
  await blake.page.getByText('You are not a member of any groups yet.').waitFor();

  // The admin's screen follows without reloading.
  await expect.poll(() => memberRow(page, BLAKE).count()).toBe(0);
  await page.getByRole('heading', { name: 'Members (1)' }).waitFor();
  await closeFriends(friends);
});

test('at phone width, a 60-character name fits and the last admin is stopped with the message', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const { groupId, friends } = await groupWithFriends(browser, context, baseUrl, [AVERY, LONG_NAME]);
  expect(LONG_NAME).toHaveLength(60);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMembers(page, groupId);
  await memberRow(page, LONG_NAME)
    .getByRole('button', { name: `Remove ${LONG_NAME}` })
    .waitFor();
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Leave group' }).click();
  await page
    .getByRole('dialog', { name: 'Leave group' })
    .getByRole('button', { name: 'Leave', exact: true })
    .click();
  await page.getByRole('alert').filter({ hasText: groupMessages.lastAdmin }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/groups/${groupId}/members`);
  await memberRow(page, AVERY).getByText('Admin', { exact: true }).waitFor();
  await expectScreen(page, 'Group Members');
  expect(await fitsWidth(page)).toBe(true);
  await closeFriends(friends);
});
