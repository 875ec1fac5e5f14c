import type { Page } from 'playwright-core';
import sharp from 'sharp';

export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A generated 1200×900 JPEG, a different colour per call, as a camera would hand it over. */
export async function cameraPhoto(name: string, colour: string): Promise<ChosenFile> {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
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
