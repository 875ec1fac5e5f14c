import { expect, expectScreen, test } from './support/fixtures';
import { setUpCrew } from './support/games';
import { cameraPhoto, createGameFor } from './support/photos';

const RILEY = 'Riley Park';
/** Images are decoded, stored and loaded by a machine that may be busy: wait as long as expectScreen does. */
const PATIENT = { timeout: 10_000 };

test('a German member adds, views and deletes photos in German, the server’s refusal too', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Fototag');
  await crew.friendContext.close();
  const gameId = await createGameFor(context, baseUrl, crew.groupId);
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { locale: 'de' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Spieldetails');
  const gallery = page.getByRole('region', { name: 'Fotos' });
  await gallery.getByText('Noch keine Fotos. Füge das erste hinzu!').waitFor();

  await gallery.getByRole('button', { name: 'Fotos hinzufügen' }).click();
  const modal = page.getByRole('dialog', { name: 'Fotos hinzufügen' });
  await modal.getByText('JPEG, PNG, WebP, GIF oder AVIF, jeweils bis zu 15 MB.').waitFor();
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Fotos auswählen' }).click();
  await (await chooser).setFiles([
    await cameraPhoto('court.jpg', '#2f9e44'),
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Bring water and spare balls.\n') },
  ]);
  await modal.getByRole('img', { name: 'Vorschau von court.jpg' }).waitFor();
  await modal.getByRole('button', { name: 'notes.jpg entfernen' }).waitFor();
  await expectScreen(page, 'Spieldetails');
  await modal.getByRole('button', { name: '2 Fotos hochladen' }).click();
  await modal.getByRole('progressbar', { name: 'Upload-Fortschritt' }).waitFor();
  // The server refuses the text file in English, its API's words; the modal says it in German.
  await modal
    .getByRole('listitem', { name: 'notes.jpg' })
    .getByText('Es können nur JPEG-, PNG-, WebP-, GIF- und AVIF-Bilder hochgeladen werden.')
    .waitFor();
  await modal.getByRole('listitem', { name: 'court.jpg' }).getByText('Hinzugefügt').waitFor();
  const dialogText = await modal.innerText();
  for (const english of ['Upload', 'Added', 'Only JPEG', 'each', 'Cancel', 'Done'])
    expect(dialogText).not.toContain(english);
  await modal.getByRole('button', { name: 'Fertig' }).click();
  await modal.waitFor({ state: 'hidden' });

  const photos = page.getByRole('list', { name: 'Fotos des Spiels, neueste zuerst' }).getByRole('img');
  await expect.poll(() => photos.count(), PATIENT).toBe(1);
  expect(await photos.first().getAttribute('alt')).toMatch(new RegExp(`^Foto von ${RILEY}, `));
  await photos.first().click();
  const viewer = page.getByRole('dialog', { name: `Foto von ${RILEY}` });
  await viewer.getByText('1 von 1').waitFor();
  await viewer.getByRole('button', { name: 'Zurück' }).waitFor();
  await viewer.getByRole('button', { name: 'Weiter' }).waitFor();
  await viewer.getByRole('button', { name: 'Foto löschen' }).click();
  await viewer.getByText('Möchtest du dieses Foto wirklich löschen?').waitFor();
  await expectScreen(page, 'Spieldetails');
  await viewer.getByRole('button', { name: 'Löschen', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  await gallery.getByText('Noch keine Fotos. Füge das erste hinzu!').waitFor();
});
