import type { BrowserContext, Page } from 'playwright-core';
import { expect, expectScreen, newPage, TIME_ZONE, test } from './support/fixtures';
import { uniqueGroupName, watchConsole } from './support/groups';
import { memberRow } from './support/members';
import { signInAsNewUser } from './support/session';

/** The words of the main region, to look for English left behind. */
const mainText = (page: Page) => page.getByRole('main').innerText();

async function speakGerman(context: BrowserContext, baseUrl: string) {
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { locale: 'de' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);
}

test('German members create a group, invite, join by code and manage members in German', async ({
  browser,
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Greta Gruppe');
  await speakGerman(context, baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

  // No groups yet, then Create Group with its own check in German.
  await page.goto('/groups');
  await expectScreen(page, 'Gruppen');
  await page.getByText('Du bist noch in keiner Gruppe Mitglied.').waitFor();
  await page.getByRole('link', { name: 'Gruppe erstellen' }).click();
  await expectScreen(page, 'Gruppe erstellen');
  await page.getByRole('button', { name: 'Gruppe erstellen' }).click();
  await page.getByText('Gruppenname ist erforderlich').waitFor();
  await page.getByRole('combobox', { name: 'Währung' }).waitFor();
  expect(await mainText(page)).not.toContain('Back to Groups');
  const name = uniqueGroupName('Tischtennis');
  await page.getByRole('textbox', { name: 'Gruppenname' }).fill(name);
  await page.getByRole('button', { name: 'Gruppe erstellen' }).click();
  await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  const groupId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The group's page: invite, members, games and places.
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByText('Noch kein Einladungscode. Erzeuge einen, um Freunde einzuladen.').waitFor();
  await page.getByLabel('Maximale Nutzungen (optional)').fill('0');
  await page.getByRole('button', { name: 'Code erzeugen' }).click();
  await page.getByText('Die maximale Anzahl an Nutzungen muss mindestens 1 sein').waitFor();
  await page.getByLabel('Maximale Nutzungen (optional)').fill('');
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname.endsWith('/invite'),
    ),
    page.getByRole('button', { name: 'Code erzeugen' }).click(),
  ]);
  const { invite } = (await response.json()) as { invite: { code: string } };
  await page.getByText(invite.code, { exact: true }).waitFor();
  await page.getByText('Aktiv', { exact: true }).waitFor();
  await page.getByText(/^Gültig bis .+ um \d{1,2}:\d{2}$/).waitFor();
  await page.getByText('Nutzungen: 0 (unbegrenzt)').waitFor();
  await page.getByRole('button', { name: 'Einladungstext kopieren' }).click();
  await page.getByText('Nachricht kopiert!').waitFor();
  const link = `${baseUrl}/groups/join/${groupId}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      `Tritt „${name}“ auf Turnout bei!`,
      `1. Öffne ${link}`,
      '2. Melde dich an oder erstelle ein Konto',
      `3. Gib den Code ein: ${invite.code}`,
    ].join('\n'),
  );
  await page.getByRole('heading', { name: 'Freunde einladen' }).waitFor();
  await page.getByRole('heading', { name: 'Mitglieder (1)' }).waitFor();
  await page.getByRole('heading', { name: 'Anstehende Spiele' }).waitFor();
  await page.getByText('Keine anstehenden Spiele.').waitFor();
  await page.getByText('Dieser Gruppe wurden noch keine Orte hinzugefügt.').waitFor();
  await page.getByRole('link', { name: 'Gruppenausgaben' }).waitFor();
  await expectScreen(page, name);
  const groupPage = await mainText(page);
  for (const english of [
    'Invite friends',
    'Invite code',
    'Expires',
    'Uses',
    'Copy link',
    'Extend',
    'Members (',
    'Manage members',
    'Upcoming games',
    'Places',
    'View all places',
    'Group Expenses',
    ' at ',
  ])
    expect(groupPage).not.toContain(english);

  // The admin's menu and a dialog of it.
  await page.getByRole('button', { name: 'Gruppennamen bearbeiten' }).waitFor();
  await page.getByRole('button', { name: 'Gruppeneinstellungen' }).click();
  await page.getByRole('menuitem', { name: /^Währung: [A-Z]{3}$/ }).waitFor();
  await page.getByRole('menuitem', { name: 'Gruppe löschen' }).waitFor();
  await page.getByRole('menuitem', { name: 'Gruppe deaktivieren' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Gruppe deaktivieren' });
  await deactivate
    .getByText(
      'Solange die Gruppe inaktiv ist, können Mitglieder keine neuen Spiele erstellen und nichts ändern.',
    )
    .waitFor();
  await deactivate.getByRole('button', { name: 'Deaktivieren' }).waitFor();
  await expectScreen(page, name);
  await deactivate.getByRole('button', { name: 'Abbrechen' }).click();
  await deactivate.waitFor({ state: 'hidden' });

  // A German friend opens the link: a wrong code is refused in German (the API's English, said in German).
  const friendContext = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'de-DE',
  });
  await signInAsNewUser(friendContext, baseUrl, 'Jonas Freund');
  await speakGerman(friendContext, baseUrl);
  const friend = await newPage(friendContext);
  const friendProblems = watchConsole(friend);
  await friend.goto(`/groups/join/${groupId}`);
  await expectScreen(friend, 'Gruppe beitreten');
  await friend.getByRole('heading', { level: 1, name: `„${name}“ beitreten` }).waitFor();
  const code = friend.getByRole('textbox', { name: 'Bestätigungscode' });
  await code.fill(invite.code === '1000' ? '1001' : String(Number(invite.code) - 1));
  await friend.getByRole('button', { name: 'Gruppe beitreten' }).click();
  await friend
    .getByRole('alert')
    .filter({ hasText: 'Ungültiger Code. Bitte überprüfe den Code und versuche es erneut.' })
    .waitFor();
  expect(await mainText(friend)).not.toContain('Back to my groups');
  await code.fill(invite.code);
  await friend.getByRole('button', { name: 'Gruppe beitreten' }).click();
  await friend.getByText('Geschafft!').waitFor();
  await friend.getByText('Du bist der Gruppe erfolgreich beigetreten.').waitFor();
  await friend.waitForURL(`**/groups/${groupId}`);
  await friend.getByRole('link', { name: 'Mitglieder ansehen' }).waitFor();

  // The members screen: roles, joined dates and the admin's buttons; the last admin may not leave.
  await page.goto(`/groups/${groupId}/members`);
  await expectScreen(page, 'Gruppenmitglieder');
  await page.getByRole('heading', { name: 'Mitglieder (2)' }).waitFor();
  await memberRow(page, 'Greta Gruppe').getByText('(du)').waitFor();
  await memberRow(page, 'Greta Gruppe').getByText('Ersteller', { exact: true }).waitFor();
  await memberRow(page, 'Jonas Freund')
    .getByText(/^Beigetreten am /)
    .waitFor();
  await page.getByRole('button', { name: 'Jonas Freund zum Admin machen' }).waitFor();
  await page.getByRole('button', { name: 'Jonas Freund entfernen' }).waitFor();
  await page.getByRole('button', { name: 'Gruppe verlassen' }).click();
  const leave = page.getByRole('dialog', { name: 'Gruppe verlassen' });
  await leave.getByText('Möchtest du diese Gruppe wirklich verlassen?').waitFor();
  await expectScreen(page, 'Gruppenmitglieder');
  await leave.getByRole('button', { name: 'Verlassen', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Mach ein anderes Mitglied zum Admin, bevor du die Gruppe verlässt.' })
    .waitFor();
  const members = await mainText(page);
  for (const english of [
    'Back to group',
    'Member',
    'Joined',
    'Make admin',
    'Remove',
    'Leave group',
    'Creator',
  ])
    expect(members).not.toContain(english);

  // The friend leaves and is told so on the list.
  await friend.goto(`/groups/${groupId}/members`);
  await expectScreen(friend, 'Gruppenmitglieder');
  await friend.getByRole('button', { name: 'Gruppe verlassen' }).click();
  await friend
    .getByRole('dialog', { name: 'Gruppe verlassen' })
    .getByRole('button', { name: 'Verlassen', exact: true })
    .click();
  await friend.waitForURL(/\/groups$/);
  await friend.getByText(`Du hast ${name} verlassen.`).waitFor();
  await expectScreen(friend, 'Gruppen');
  expect(friendProblems).toEqual([]);
  await friendContext.close();

  // The list's card and the group picker.
  await page.goto('/groups');
  await expectScreen(page, 'Gruppen');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByText('1 Mitglied · 0 Spiele · 0 Orte').waitFor();
  await card.getByText('Admin', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Neues Spiel' }).click();
  const picker = page.getByRole('dialog', { name: 'Gruppe auswählen' });
  await picker
    .getByRole('button', { name: new RegExp(name) })
    .getByText('1 Mitglied')
    .waitFor();
  await picker.getByRole('button', { name: 'Schließen' }).waitFor();
  await expectScreen(page, 'Gruppen');
  const list = `${await mainText(page)}\n${await picker.innerText()}`;
  for (const english of [
    'New Game',
    'Create Group',
    ' member',
    ' games',
    ' places',
    'Select a Group',
    'Close',
  ])
    expect(list).not.toContain(english);
});
