import type { Page } from 'playwright-core';
import { expect, expectScreen, test } from './support/fixtures';
import { createGroup, uniqueGroupName } from './support/groups';
import { placeCard } from './support/places';
import { signInAsNewUser } from './support/session';

/** The words of the main region, to look for English left behind. */
const mainText = (page: Page) => page.getByRole('main').innerText();

test('a German member adds, lists and edits places in German, costs typed with a decimal comma', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Greta Platz');
  const group = uniqueGroupName('Platzgruppe');
  const groupId = await createGroup(page, group);
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { locale: 'de' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);

  // The group's places, empty.
  await page.goto(`/groups/${groupId}/places`);
  await expectScreen(page, 'Orte der Gruppe');
  await page.getByText('Zu dieser Gruppe wurden noch keine Orte hinzugefügt.').waitFor();
  await page.getByRole('button', { name: 'Orte importieren' }).waitFor();
  for (const english of ['Group Places', 'Add Place', 'Import places', 'Back to group', 'No places'])
    expect(await mainText(page)).not.toContain(english);
  await page.getByRole('button', { name: 'Orte importieren' }).click();
  const importing = page.getByRole('dialog', { name: 'Orte importieren' });
  await importing.getByText('Du hast keine anderen Gruppen, aus denen du Orte importieren kannst.').waitFor();
  await importing.getByRole('button', { name: 'Importieren', exact: true }).click();
  await importing.getByText('Bitte wähle mindestens einen Ort zum Importieren aus').waitFor();
  await expectScreen(page, 'Orte der Gruppe');
  await importing.getByRole('button', { name: 'Schließen' }).click();
  await importing.waitFor({ state: 'hidden' });

  // Add Place: the form's own checks in German, and a cost as a German writes it.
  await page.getByRole('link', { name: 'Ort hinzufügen' }).click();
  await expectScreen(page, 'Ort hinzufügen');
  await page.getByRole('button', { name: 'Ort speichern' }).click();
  await page.getByText('Name ist erforderlich').waitFor();
  await page.getByText('Adresse ist erforderlich').waitFor();
  const cost = page.getByRole('textbox', { name: 'Kosten pro Stunde', exact: true });
  await cost.fill('12,555');
  await page.getByRole('button', { name: 'Ort speichern' }).click();
  await page.getByText('Die Kosten pro Stunde dürfen höchstens 2 Nachkommastellen haben').waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Flussufer Plätze');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Uferweg 12, Hamburg');
  await cost.fill('12,5');
  const tags = page.getByRole('combobox', { name: 'Was kann man hier machen?' });
  await tags.fill('Tennis');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Tag Tennis entfernen' }).waitFor();
  await expectScreen(page, 'Ort hinzufügen');
  const form = await mainText(page);
  for (const english of [
    'Add Place',
    'Address',
    'Cost per hour',
    'What can we do here',
    '/hour',
    'Save place',
  ])
    expect(form).not.toContain(english);
  await page.getByRole('button', { name: 'Ort speichern' }).click();
  await page.waitForURL(`**/groups/${groupId}`);

  // The list: the hourly cost in German, the card's actions and its maps link named in German.
  await page.goto(`/groups/${groupId}/places`);
  await expectScreen(page, 'Orte der Gruppe');
  const card = placeCard(page, 'Flussufer Plätze');
  await card.getByText(/^12,50\s\$\/Stunde$/).waitFor();
  await card.getByRole('link', { name: 'Flussufer Plätze in Karten öffnen' }).waitFor();
  await card.getByRole('button', { name: 'Flussufer Plätze entfernen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ort entfernen' });
  await confirm.getByText('Möchtest du diesen Ort wirklich löschen?', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await confirm.waitFor({ state: 'hidden' });
  const list = await mainText(page);
  for (const english of ['/hour', 'Edit', 'Remove', 'Open', 'in maps', 'Grid'])
    expect(list).not.toContain(english);

  // Edit place: the saved cost comes back with a comma.
  await card.getByRole('link', { name: 'Flussufer Plätze bearbeiten' }).click();
  await expectScreen(page, 'Ort bearbeiten');
  await page.getByText(`Du bearbeitest den Ort in der Gruppe: ${group}`).waitFor();
  expect(await cost.inputValue()).toBe('12,50');
  await page.getByRole('button', { name: 'Änderungen speichern' }).waitFor();
  expect(await mainText(page)).not.toContain('Editing place');

  // My places, by place and by group.
  await page.goto('/places');
  await expectScreen(page, 'Orte');
  await page.getByRole('radiogroup', { name: 'Orte anzeigen' }).waitFor();
  await placeCard(page, 'Flussufer Plätze')
    .getByRole('link', { name: 'Flussufer Plätze bearbeiten' })
    .waitFor();
  await page.getByText('nach Gruppen', { exact: true }).click();
  await page.getByRole('region', { name: group }).waitFor();
  const mine = await mainText(page);
  for (const english of ['Places', 'Add Place', 'by places', 'by groups', '/hour', 'Edit'])
    expect(mine).not.toContain(english);
});
