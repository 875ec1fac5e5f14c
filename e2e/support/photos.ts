import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';

export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A generated 1200×900 JPEG, a different colour per call, as a camera would hand it over; with `orientation`
 * 6, stored sideways with the tag that turns it (a phone held upright).
 */
export async function cameraPhoto(name: string, colour: string, orientation = 1): Promise<ChosenFile> {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Opens the upload modal's file chooser and picks the files, as a person does in the system dialog. */
export async function choosePhotos(page: Page, files: ChosenFile[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add Photos' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(files);
}

/** The gallery's thumbnails, newest first, by their accessible names ('Photo by …, Sat, Nov 21, 2026'). */
export async function galleryPhotos(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Game photos, newest first' });
  if ((await list.count()) === 0) return [];
  return list
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
}

/** A poll of the crew's group at its place, made through the API (the game is not the subject here). */
export async function createGameFor(
  context: BrowserContext,
  baseUrl: string,
  groupId: string,
): Promise<string> {
  const headers = { origin: baseUrl };
  const places = await context.request.get(`${baseUrl}/api/groups/${groupId}/places`);
  const { places: list } = (await places.json()) as { places: { id: string }[] };
  const created = await context.request.post(`${baseUrl}/api/games`, {
    data: {
      groupId,
      placeId: list[0]?.id,
      title: 'Photo Day doubles',
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      minPeopleRequired: 2,
    },
    headers,
  });
  if (!created.ok()) throw new Error(`create game failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

/** Uploads a photo through the API as the upload modal sends it (the file itself as the body). */
export async function uploadPhotoFor(
  context: BrowserContext,
  baseUrl: string,
  gameId: string,
  file: ChosenFile,
) {
  const response = await context.request.post(`${baseUrl}/api/games/${gameId}/photos`, {
    data: file.buffer,
    headers: { origin: baseUrl, 'content-type': file.mimeType },
  });
  if (response.status() !== 201)
    throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
}
