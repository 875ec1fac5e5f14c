import { expect, expectScreen, test } from './support/fixtures';
import { answer, createGame, setUpCrew } from './support/games';

// Issue 61 item 4: Sam answers Maybe with a note; it shows beside his answer on the game, the organiser reads it
// in Updates, and clearing the answer clears it.
test('a note with an answer shows beside it and reaches the organiser’s feed', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Note Crew');
  const gameId = await createGame(page, { groupId: crew.groupId, title: 'Note Doubles' });
  const sam = crew.friendPage;
  await sam.goto(`/games/${gameId}`);
  await expectScreen(sam, 'Game Details');
  await answer(sam, 'Maybe');

  await sam.getByRole('button', { name: /^Add a note to your answer for / }).click();
  const field = sam.getByRole('textbox', { name: /^Note with your answer for / });
  await field.fill('know by Friday');
  await sam.getByText('126 characters left').waitFor();
  const saved = sam.waitForResponse(
    (reply) => reply.request().method() === 'PUT' && new URL(reply.url()).pathname.endsWith('/rsvp'),
  );
  await sam.getByRole('button', { name: 'Save note' }).click();
  expect((await saved).ok()).toBe(true);
  await sam.getByText('Sam Quinn (know by Friday)').waitFor();
  await sam.getByRole('button', { name: /^Edit the note with your answer for / }).waitFor();

  await page.goto(`/games/${gameId}`);
  await page.getByText('Sam Quinn (know by Friday)').waitFor();
  await page.goto('/updates');
  await expectScreen(page, 'Updates');
  await page.getByText('Sam Quinn answered Maybe on Note Doubles: “know by Friday”').waitFor();

  // Clear takes the answer back, and its note with it.
  await sam.getByRole('button', { name: 'Clear', exact: true }).click();
  await sam.getByText('Maybe (0)').waitFor();
  await sam.reload();
  await expectScreen(sam, 'Game Details');
  await sam.getByText('Maybe (0)').waitFor();
  expect(await sam.getByText('know by Friday').count()).toBe(0);
  await crew.friendContext.close();
});
