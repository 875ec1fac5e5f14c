import type { Page } from 'playwright-core';
import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { closeFriends, groupWithFriends, memberRow, openMembers } from './support/members';

const RUTH = 'Ruth Admin';
const SOL = 'Sol Member';
const TOVE = 'Tove Member';

/** The group page and its members list, waited for. */
async function openGroupPage(page: Page, groupId: string, groupName: string): Promise<void> {
  await page.goto(`/groups/${groupId}`);
  await expectScreen(page, groupName);
  await page.getByRole('heading', { name: 'Members (3)' }).waitFor();
}

test('a member sees only their own e-mail on the group and members pages; the admin sees everyone’s', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const { groupId, groupName, creator, friends } = await groupWithFriends(browser, context, baseUrl, [
    RUTH,
    SOL,
    TOVE,
  ]);
  const [sol, tove] = friends;
  if (!sol || !tove) throw new Error('friends missing');
  await sol.page.setViewportSize(PHONE);

  const members = sol.page.getByRole('region', { name: /^Members/ });
  await openGroupPage(sol.page, groupId, groupName);
  await members.getByText(sol.user.email).waitFor();
  await members.getByText(TOVE).waitFor();
  expect(await sol.page.getByText(creator.email).count()).toBe(0);
  expect(await sol.page.getByText(tove.user.email).count()).toBe(0);

  await openMembers(sol.page, groupId);
  await memberRow(sol.page, SOL).getByText(sol.user.email).waitFor();
  await memberRow(sol.page, TOVE).getByText('Member', { exact: true }).waitFor();
  expect(await sol.page.getByText(creator.email).count()).toBe(0);
  expect(await sol.page.getByText(tove.user.email).count()).toBe(0);

  // The admin has everyone's e-mail, on both pages.
  await page.setViewportSize(PHONE);
  await openGroupPage(page, groupId, groupName);
  for (const email of [creator.email, sol.user.email, tove.user.email])
    await page
      .getByRole('region', { name: /^Members/ })
      .getByText(email)
      .waitFor();
  await openMembers(page, groupId);
  await memberRow(page, SOL).getByText(sol.user.email).waitFor();
  await memberRow(page, TOVE).getByText(tove.user.email).waitFor();
  await memberRow(page, RUTH).getByText(creator.email).waitFor();
  await closeFriends(friends);
});
