import sharp from 'sharp';
import type { Agent } from './agent';

/**
 * A JPEG as a phone writes it: camera details and GPS coordinates in EXIF, and, with `orientation`, pixels
 * stored sideways for the viewer to turn. The left half is red, the right half blue, so turning shows.
 */
export async function cameraJpeg({ width = 64, height = 48, orientation = 1 } = {}) {
  const half = Math.floor(width / 2);
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Turnout Test Camera', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 2999/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 999/100',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A small image of another type, e.g. 'png', 'gif', 'webp', 'avif'. */
export async function imageOf(format: 'png' | 'gif' | 'webp' | 'avif' | 'tiff', width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

/** POST /api/games/:gameId/photos with the raw file as the body, as the upload modal sends it. */
export function uploadPhoto(agent: Agent, gameId: string, body: BodyInit, contentType = 'image/jpeg') {
  return agent.fetch(`/api/games/${gameId}/photos`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

export interface UploadedPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Uploads a camera JPEG and returns the photo; fails the test on any refusal. */
export async function addPhoto(agent: Agent, gameId: string): Promise<UploadedPhoto> {
  const response = await uploadPhoto(agent, gameId, await cameraJpeg());
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { photo: UploadedPhoto }).photo;
}
