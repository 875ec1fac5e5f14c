import { expenseMessages } from '../src/shared/expenses';
import { expect, expectScreen, test } from './support/fixtures';
import { answer, setUpCrew } from './support/games';
import { apiAs, debtRow } from './support/money';

const DAY_MS = 24 * 60 * 60 * 1000;

test('a member brings a guest: the cost per head counts them, and the host owes their share after the game', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Guest Crew');
  const host = apiAs(context, baseUrl);
  const friend = apiAs(crew.friendContext, baseUrl);
  // A court of $24 an hour for 2 hours: $48.00.
  const { place } = await host<{ place: { id: string } }>('POST', '/api/places', {
    name: `Paid ${crew.placeName}`,
    address: '5 Fee Street',
    groupId: crew.groupId,
    costPerHourCents: 2400,
    tags: [],
  });
  const { id: gameId } = await host<{ id: string }>('POST', '/api/games', {
    groupId: crew.groupId,
    placeId: place.id,
    title: 'Doubles with a guest',
    date: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    minPeopleRequired: 2,
  });
  const { options } = await host<{ options: { id: string }[] }>('GET', `/api/games/${gameId}`);
  await friend('PUT', `/api/games/${gameId}/rsvp`, { optionId: options[0]?.id, response: 'yes' });

  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  await answer(page, 'Yes');
  const cost = page.getByTestId('cost-per-head').first();
  await expect.poll(() => cost.textContent()).toBe('≈ $24.00 each if 2 come');

  const guests = page.getByRole('region', { name: 'Guests' });
  await guests.getByRole('button', { name: 'Bring a guest' }).click();
  // An empty name is refused beside the field, nothing sent.
  await guests.getByRole('button', { name: 'Add guest' }).click();
  await guests.getByText('Enter the guest’s name.').waitFor();
  await guests.getByRole('textbox', { name: 'Guest’s name' }).fill('Jordan Lee');
  // The e-mail is optional, but a wrong one is refused beside it.
  const email = guests.getByRole('textbox', { name: 'Guest’s e-mail (optional)' });
  await email.fill('jordan@');
  await guests.getByRole('button', { name: 'Add guest' }).click();
  await guests.getByText('Enter a valid e-mail address, or leave it empty.').waitFor();
  await email.fill('jordan@example.com');
  await guests.getByRole('button', { name: 'Add guest' }).click();
  const line = `Jordan Lee (guest of ${crew.organizer.name})`;
  await guests.getByText(line, { exact: true }).waitFor();
  // Jordan takes a place: three come, and the answers name them.
  await expect.poll(() => cost.textContent()).toBe('≈ $16.00 each if 3 come');
  await page.getByRole('region', { name: 'Responses' }).getByText(line).waitFor();
  // The friend, who did not bring Jordan, sees them but cannot remove them.
  await crew.friendPage.goto(`/games/${gameId}`);
  const friendsView = crew.friendPage.getByRole('region', { name: 'Guests' });
  await friendsView.getByText(line, { exact: true }).waitFor();
  expect(await friendsView.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

  // The game is booked and played; the friend paid the court, split equally among the three at the game.
  await host('POST', `/api/games/${gameId}/book`, { optionId: options[0]?.id });
  await host('POST', `/api/games/${gameId}/mark-booked`);
  await host('POST', `/api/games/${gameId}/complete`);
  await friend('POST', '/api/expenses', {
    gameId,
    amountCents: 4800,
    description: 'Court',
    category: 'court',
  });

  await page.goto('/settle-up');
  await expectScreen(page, 'Settle Up');
  // The host owes their own $16.00 and Jordan's $16.00.
  await debtRow(page, expenseMessages.youOwe(crew.friend.name)).getByText('$32.00').waitFor();
  expect(crew.friendProblems).toEqual([]);
  await crew.friendContext.close();
});
