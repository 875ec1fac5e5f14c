import { photoMessages } from '../src/shared/photos';
import { expect, expectScreen, test } from './support/fixtures';
import { setUpCrew } from './support/games';
import { cameraPhoto, choosePhotos, createGameFor, galleryPhotos, uploadPhotoFor } from './support/photos';
import { signInAsNewUser } from './support/session';

const RILEY = 'Riley Park';
/** Images are decoded, stored and loaded by a machine that may be busy: wait as long as expectScreen does. */
const PATIENT = { timeout: 10_000 };

test('Riley chooses two photos and a text file named like one, sees previews and a progress bar, and the gallery shows the photos with Riley’s name', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Photo Day');
  const gameId = await createGameFor(context, baseUrl, crew.groupId);
  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  const gallery = page.getByRole('region', { name: 'Photos' });
  await gallery.getByText(photoMessages.empty).waitFor();

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
  // The text file is refused by its content; the photos are added, and the modal says which is which.
  await modal.getByRole('listitem', { name: 'notes.jpg' }).getByText(photoMessages.unsupportedType).waitFor();
  await modal.getByRole('listitem', { name: 'court.jpg' }).getByText('Added').waitFor();
  await modal.getByRole('listitem', { name: 'team.jpg' }).getByText('Added').waitFor();
  await expect.poll(() => modal.getByRole('progressbar').getAttribute('aria-valuenow'), PATIENT).toBe('100');
  await modal.getByRole('button', { name: 'Done' }).click();
  await modal.waitFor({ state: 'hidden' });

  await expect.poll(() => galleryPhotos(page), PATIENT).toHaveLength(2);
  expect((await galleryPhotos(page)).every((alt) => alt.startsWith(`Photo by ${RILEY}, `))).toBe(true);
  await gallery.getByText(RILEY).first().waitFor();
  const thumbnail = gallery.getByRole('img').first();
  // Thumbnails load lazily, as they come into view.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), PATIENT)
    .toBeGreaterThan(0);
  await expectScreen(page, 'Game Details');

  // Sam, another member, sees them too, credited to Riley.
  await crew.friendPage.goto(`/games/${gameId}`);
  await expectScreen(crew.friendPage, 'Game Details');
  await expect.poll(() => galleryPhotos(crew.friendPage), PATIENT).toHaveLength(2);
  expect(crew.friendProblems).toEqual([]);
  await crew.friendContext.close();
});

test('Riley opens a photo full size, browses with the arrow keys and deletes both; Sam may not delete them; a stranger gets nothing', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Photo Album');
  const gameId = await createGameFor(context, baseUrl, crew.groupId);
  await uploadPhotoFor(context, baseUrl, gameId, await cameraPhoto('first.jpg', '#e8590c', 6));
  await uploadPhotoFor(context, baseUrl, gameId, await cameraPhoto('second.jpg', '#5f3dc4'));

  // Sam, a member, may look but not delete Riley's photos.
  await crew.friendPage.goto(`/games/${gameId}`);
  await expectScreen(crew.friendPage, 'Game Details');
  await crew.friendPage
    .getByRole('button', { name: new RegExp(`^Photo by ${RILEY}`) })
    .first()
    .click();
  const samViewer = crew.friendPage.getByRole('dialog', { name: `Photo by ${RILEY}` });
  await samViewer.getByText('1 of 2').waitFor();
  expect(await samViewer.getByRole('button', { name: 'Delete photo' }).count()).toBe(0);
  expect(crew.friendProblems).toEqual([]);
  await crew.friendContext.close();

  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  const gallery = page.getByRole('region', { name: 'Photos' });
  await gallery
    .getByRole('button', { name: new RegExp(`^Photo by ${RILEY}`) })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: `Photo by ${RILEY}` });
  const full = viewer.getByRole('img', { name: new RegExp(`^Photo by ${RILEY}`) });
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth), PATIENT).toBe(1200);
  await viewer.getByText('1 of 2').waitFor();
  await expectScreen(page, 'Game Details');

  // Someone outside the group gets nothing at the image's address.
  const imageUrl = await full.getAttribute('src');
  const stranger = await browser.newContext({ baseURL: baseUrl });
  await signInAsNewUser(stranger, baseUrl, 'Nosy Neighbour');
  expect((await stranger.request.get(`${baseUrl}${imageUrl}`)).status()).toBe(404);
  await stranger.close();

  await page.keyboard.press('ArrowRight');
  await viewer.getByText('2 of 2').waitFor();
  // The first photo was taken with the phone upright: the browser turns it by its orientation tag.
  const size = () => full.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  await expect.poll(size, PATIENT).toEqual([900, 1200]);
  await page.keyboard.press('ArrowRight');
  await viewer.getByText('1 of 2').waitFor();
  await page.keyboard.press('ArrowLeft');
  await viewer.getByText('2 of 2').waitFor();

  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  await viewer.getByText(photoMessages.confirmDelete).waitFor();
  await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
  await viewer.getByText('1 of 1').waitFor();
  await expect.poll(() => galleryPhotos(page), PATIENT).toHaveLength(1);
  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  await gallery.getByText(photoMessages.empty).waitFor();
  await expectScreen(page, 'Game Details');
});
