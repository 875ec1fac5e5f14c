import { apiAs } from './support/admin';
import { expect, expectScreen, test } from './support/fixtures';
import { closeFriends, setUpBookedGame } from './support/money';

// Issue 57: the game forms, the game page's own steps, Profile's notification sections, the unsubscribe page and
// the status page in the viewer's language; the English of each is the spec's and stays in its own specs.

test('a German organizer creates, edits and completes games, and sets notifications, all in German', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const game = await setUpBookedGame(browser, context, baseUrl, ['Greta Kalt', 'Jonas Berg', 'Lena Hof']);
  const api = apiAs(context, baseUrl);
  await api('PATCH', '/api/me', { locale: 'de' });
  const { id: pollId } = await api<{ id: string }>('POST', '/api/games', {
    groupId: game.groupId,
    placeId: game.placeId,
    title: 'Donnerstagsrunde',
    date: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    minPeopleRequired: 2,
  });

  // Create Game: its labels, hints, and the form's own checks.
  await page.goto(`/games/new?group_id=${game.groupId}`);
  await expectScreen(page, 'Neues Spiel');
  await page.getByRole('heading', { name: 'Neues Spiel', level: 1 }).waitFor();
  const title = page.getByRole('textbox', { name: 'Titel' });
  expect(await title.inputValue()).toBe(`Spiel von ${game.groupName}`);
  await page.getByText('Mindestens 2, höchstens die 3 Mitglieder der Gruppe').waitFor();
  await page.getByRole('textbox', { name: 'Dauer (Stunden)' }).waitFor();
  await page.getByRole('checkbox', { name: 'Jede Woche wiederholen' }).waitFor();
  await title.fill(' ');
  await page.getByRole('textbox', { name: 'Mindestanzahl Personen' }).fill('5');
  await page.getByRole('button', { name: 'Spiel erstellen' }).click();
  await page.getByText('Titel ist erforderlich').waitFor();
  await page.getByText('Datum und Uhrzeit sind erforderlich').first().waitFor();
  await page
    .getByText('Die Mindestanzahl darf die Mitgliederzahl der Gruppe (3) nicht überschreiten')
    .waitFor();
  const form = await page.getByRole('main').innerText();
  for (const english of [
    'Title',
    'Minimum people',
    'Maximum people',
    'Repeat weekly',
    'Cancel',
    'is required',
  ])
    expect(form).not.toContain(english);

  // A poll's page: its header actions, Edit details and Delete game ask in German.
  await page.goto(`/games/${pollId}`);
  await expectScreen(page, 'Spieldetails');
  await page.getByRole('heading', { name: 'Option hinzufügen' }).waitFor();
  await page.getByRole('button', { name: 'Jede Woche wiederholen' }).waitFor();
  await page.getByRole('button', { name: 'Details bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Details bearbeiten' });
  await edit.getByRole('textbox', { name: 'Höchstzahl Personen' }).waitFor();
  await edit.getByText('Leer für kein Limit; weitere Zusagen kommen auf die Warteliste').waitFor();
  await edit.getByRole('button', { name: 'Abbrechen' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Spiel löschen' }).click();
  const remove = page.getByRole('dialog', { name: 'Spiel löschen' });
  await remove.getByText('Möchtest du dieses Spiel wirklich löschen?', { exact: false }).waitFor();
  await remove.getByRole('button', { name: 'Abbrechen' }).click();
  await remove.waitFor({ state: 'hidden' });
  const poll = await page.getByRole('main').innerText();
  for (const english of ['Add option', 'Edit details', 'Delete game', 'Repeat weekly'])
    expect(poll).not.toContain(english);

  // A booked game: who comes, and the next step.
  await page.goto(`/games/${game.gameId}`);
  await expectScreen(page, 'Spieldetails');
  await page.getByText('Dabei: 3').waitFor();
  await page.getByRole('switch', { name: 'Greta Kalt' }).waitFor();
  await page.getByRole('button', { name: 'Als gespielt markieren' }).click();
  const complete = page.getByRole('dialog', { name: 'Als gespielt markieren' });
  await complete.getByText(/^Dieses Spiel ist am .+\. Trotzdem als gespielt markieren\?$/).waitFor();
  await complete.getByRole('button', { name: 'Als gespielt markieren' }).click();
  await page.getByRole('button', { name: 'Zurück auf bestätigt' }).waitFor();
  await page.getByText('Teilgenommen: 3').waitFor();
  const booked = await page.getByRole('main').innerText();
  for (const english of ['Attending', 'Attended', 'Mark as', 'Revert to'])
    expect(booked).not.toContain(english);

  // Profile: e-mail, push and calendar settings.
  await page.goto('/profile');
  await expectScreen(page, 'Profil');
  const mail = page.getByRole('region', { name: 'Benachrichtigungen' });
  await mail.getByRole('switch', { name: 'Spiel gebucht' }).waitFor();
  await page.getByRole('region', { name: 'Push-Benachrichtigungen' }).waitFor();
  await page.getByRole('region', { name: 'Kalender' }).waitFor();
  const profile = await page.getByRole('main').innerText();
  for (const english of ['Game booked', 'Push notifications', 'Calendar link', 'Everything shows in Updates'])
    expect(profile).not.toContain(english);

  // A mail's unsubscribe link that is not valid, and the server's status.
  await page.goto('/unsubscribe?token=forged');
  await expectScreen(page, 'E-Mails abbestellen');
  await page.getByText('Dieser Abbestell-Link ist ungültig.').waitFor();
  await page.getByRole('link', { name: 'Alle Benachrichtigungseinstellungen' }).waitFor();
  await page.goto('/test');
  await expectScreen(page, 'Status');
  await page.getByText('Was dieser Turnout-Server über sich meldet.').waitFor();
  await page.getByRole('rowheader', { name: 'Datenbank' }).waitFor();
  await page.getByText('In Ordnung').waitFor();

  await closeFriends(game);
}, 120_000);
