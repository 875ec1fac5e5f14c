import { apiAs } from './support/admin';
import { expect, expectScreen, test } from './support/fixtures';
import { setUpCrew } from './support/games';

// Issue 57: a refusal the API sends to a card of the games list (the first screen, which loads only its own words)
// still reaches a German organizer in German.

test('a German organizer’s Book Now, refused since a friend said no, says why in German', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Absage Crew');
  const organizer = apiAs(context, baseUrl);
  const friend = async (response: 'yes' | 'no') => {
    const answered = await crew.friendContext.request.put(`${baseUrl}/api/games/${gameId}/rsvp`, {
      data: { optionId, response },
      headers: { origin: baseUrl },
    });
    expect(answered.status()).toBe(200);
  };
  await organizer('PATCH', '/api/me', { locale: 'de' });
  const { id: gameId } = await organizer<{ id: string }>('POST', '/api/games', {
    groupId: crew.groupId,
    placeId: crew.placeId,
    title: 'Samstagsdoppel',
    date: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    minPeopleRequired: 2,
  });
  const { options } = await organizer<{ options: { id: string }[] }>('GET', `/api/games/${gameId}`);
  const optionId = options[0]?.id ?? '';
  const yes = await context.request.put(`${baseUrl}/api/games/${gameId}/rsvp`, {
    data: { optionId, response: 'yes' },
    headers: { origin: baseUrl },
  });
  expect(yes.status()).toBe(200);
  await friend('yes');

  await page.goto('/dashboard');
  await expectScreen(page, 'Spiele');
  const book = page.getByRole('button', { name: 'Jetzt buchen: Samstagsdoppel' });
  await book.waitFor();
  await book.click();
  // The friend's no reaches the list live, while the organizer is asked to confirm.
  await friend('no');
  await page.getByRole('dialog').getByRole('button', { name: 'Jetzt buchen' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Noch nicht genug Zusagen. Es braucht mindestens 2 Personen.' })
    .waitFor();
  expect(await page.getByRole('main').innerText()).not.toContain('Not enough people');
  await crew.friendContext.close();
});
