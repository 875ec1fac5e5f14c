import { expect, expectScreen, PHONE, test } from './support/fixtures';
import { apiAs, closeFriends, setUpBookedGame } from './support/money';

const AVERY = 'Avery Stone';
const BLAKE = 'Blake Rivers';
const CASEY = 'Casey Moon';

test('the feed tells that an expense was deleted, and that a member was removed rather than left', async ({
  browser,
  context,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
  const avery = apiAs(context, baseUrl);
  const { expense } = await avery<{ expense: { id: string } }>('POST', '/api/expenses', {
    gameId: game.gameId,
    amountCents: 3000,
    description: 'New balls',
    category: 'equipment',
  });

  const blake = game.first.page;
  await blake.setViewportSize(PHONE);
  await blake.goto('/updates');
  await expectScreen(blake, 'Updates');
  const owed = `You owe ${AVERY} $10.00 for New balls at ${game.gameTitle}`;
  await blake.getByRole('link', { name: owed, exact: true }).waitFor();

  // Avery deletes the expense and removes Casey from the group.
  const deleted = await context.request.delete(`${baseUrl}/api/expenses/${expense.id}`, {
    headers: { origin: baseUrl },
  });
  expect(deleted.ok()).toBe(true);
  const { members } = await avery<{ members: { id: string; fullName: string }[] }>(
    'GET',
    `/api/groups/${game.groupId}/members`,
  );
  const casey = members.find((member) => member.fullName === CASEY);
  const removed = await context.request.delete(`${baseUrl}/api/groups/${game.groupId}/members/${casey?.id}`, {
    headers: { origin: baseUrl },
  });
  expect(removed.ok()).toBe(true);

  await blake.reload();
  await expectScreen(blake, 'Updates');
  await blake
    .getByRole('link', {
      name: `You no longer owe ${AVERY} $10.00 for New balls at ${game.gameTitle}: the expense was deleted`,
    })
    .waitFor();
  expect(await blake.getByRole('link', { name: owed, exact: true }).count()).toBe(0);
  await blake.getByRole('link', { name: `${CASEY} was removed from ${game.groupName}` }).waitFor();
  expect(await blake.getByText(`${CASEY} left`).count()).toBe(0);
  await expectScreen(blake, 'Updates');

  await closeFriends(game);
});
