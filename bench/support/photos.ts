// The photo of the upload benches (bench/photo-upload.ts, bench/small-server.ts) and how it is sent: a
// 12-megapixel phone JPEG, portrait (so it must be turned; GPS in its EXIF), posted as the app's dialog does.
import sharp from 'sharp';

/** A 4000×3000 picture with fine detail (so it compresses like a photo), stored sideways as phones do. */
export async function phoneJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (Math.random() * 40) | 0;
      pixels[i] = ((x / width) * 200 + grain) & 255;
      pixels[i + 1] = ((y / height) * 200 + grain) & 255;
      pixels[i + 2] = (((x + y) / (width + height)) * 255 + grain) & 255;
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Bench Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 2999/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

export interface UploadAnswer {
  status: number;
  ms: number;
  /** The refusal's message and Retry-After, when the server refused. */
  message?: string;
  retryAfter?: string | null;
}

/** POSTs the photo to the game's gallery as `cookie`; the answer's status, time and any refusal. */
export async function sendPhoto(
  base: string,
  cookie: string,
  gameId: string,
  photo: Uint8Array<ArrayBuffer>,
): Promise<UploadAnswer> {
  const started = performance.now();
  const response = await fetch(`${base}/api/games/${gameId}/photos`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'image/jpeg' },
    body: photo,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status === 201) return { status: 201, ms };
  const message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
  return { status: response.status, ms, message, retryAfter: response.headers.get('retry-after') };
}
