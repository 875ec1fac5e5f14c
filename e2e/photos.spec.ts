import { photoMessages } from '../src/shared/photos';
import { expect, expectScreen, test } from './support/fixtures';
import { setUpCrew } from './support/games';
import { cameraPhoto, choosePhotos, galleryPhotos } from './support/photos';
import { signInAsNewUser } from './support/session';

const RILEY = 'Riley Park';

test('Riley uploads photos to a game, Sam sees them with Riley’s name, Riley opens, browses and deletes them', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Photo Day');
  const created = await context.request.post(`${baseUrl}/api/games`, {
    data: {
      groupId: crew.groupId,
      placeId: (await (await context.request.get(`${baseUrl}/api/groups/${crew.groupId}/places`)).json())
        .places[0].id,
      title: 'Photo Day doubles',
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      minPeopleRequired: 2,
    },
    headers: { origin: baseUrl },
  });
  const { id: gameId } = (await created.json()) as { id: string };

  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  const gallery = page.getByRole('region', { name: 'Photos' });
  await gallery.getByText(photoMessages.empty).waitFor();

  // Two photos and a text file named like a photo: previews first, then one upload with a progress bar.
  await gallery.getByRole('button', { name: 'Add Photos' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Photos' });
  await modal.getByText('up to 15 MB each').waitFor();
  await choosePhotos(page, [
    await cameraPhoto('court.jpg', '#2f9e44'),
    await cameraPhoto('team.jpg', '#1971c2'),
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Bring water and spare balls.\n') },
  ]);
  await modal.getByRole('img', { name: 'Preview of court.jpg' }).waitFor();
  expect(await modal.getByRole('listitem').count()).toBe(3);
  await expectScreen(page, 'Game Details');
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await modal.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
  // The text file is refused by its content; the photos are added and the modal says which is which.
  const refused = modal.getByRole('listitem', { name: 'notes.jpg' });
  await refused.getByText(photoMessages.unsupportedType).waitFor();
  await modal.getByRole('listitem', { name: 'court.jpg' }).getByText('Added').waitFor();
  await modal.getByRole('listitem', { name: 'team.jpg' }).getByText('Added').waitFor();
  await expect.poll(() => modal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await modal.getByRole('button', { name: 'Done' }).click();
  await modal.waitFor({ state: 'hidden' });

  await expect.poll(() => galleryPhotos(page)).toHaveLength(2);
  expect((await galleryPhotos(page)).every((alt) => alt.startsWith(`Photo by ${RILEY}, `))).toBe(true);
  await gallery.getByText(RILEY).first().waitFor();
  const thumbnail = gallery.getByRole('img').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectScreen(page, 'Game Details');

  // Sam, a member, sees them with Riley's name but may not delete Riley's photo.
  await crew.friendPage.goto(`/games/${gameId}`);
  await expectScreen(crew.friendPage, 'Game Details');
  await expect.poll(() => galleryPhotos(crew.friendPage)).toHaveLength(2);
  await crew.friendPage
    .getByRole('button', { name: new RegExp(`^Photo by ${RILEY}`) })
    .first()
    .click();
  const samViewer = crew.friendPage.getByRole('dialog', { name: `Photo by ${RILEY}` });
  await samViewer.getByText('1 of 2').waitFor();
  expect(await samViewer.getByRole('button', { name: 'Delete photo' }).count()).toBe(0);
  expect(crew.friendProblems).toEqual([]);

  // Someone outside the group gets nothing at the image's address.
  const imageUrl = await thumbnail.getAttribute('src');
  const outsider = await browser.newContext({ baseURL: baseUrl });
  await signInAsNewUser(outsider, baseUrl, 'Nosy Neighbour');
  expect((await outsider.request.get(`${baseUrl}${imageUrl}`)).status()).toBe(404);
  await outsider.close();
  await crew.friendContext.close();

  // Riley opens the newest full size, browses with the keyboard, and deletes both.
  await gallery
    .getByRole('button', { name: new RegExp(`^Photo by ${RILEY}`) })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: `Photo by ${RILEY}` });
  const full = viewer.getByRole('img', { name: new RegExp(`^Photo by ${RILEY}`) });
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await viewer.getByText('1 of 2').waitFor();
  await expectScreen(page, 'Game Details');
  await page.keyboard.press('ArrowRight');
  await viewer.getByText('2 of 2').waitFor();
  await page.keyboard.press('ArrowRight');
  await viewer.getByText('1 of 2').waitFor();
  await page.keyboard.press('ArrowLeft');
  await viewer.getByText('2 of 2').waitFor();

  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  await viewer.getByText(photoMessages.confirmDelete).waitFor();
  await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
  await viewer.getByText('1 of 1').waitFor();
  await expect.poll(() => galleryPhotos(page)).toHaveLength(1);
  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  await gallery.getByText(photoMessages.empty).waitFor();
  await expectScreen(page, 'Game Details');
});
