import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { authorizeGame } from '../access/game';
import { addPhoto, type PhotoContext } from '../features/photos/service';

const WIDTH = 1200;
const HEIGHT = 800;

/** A pickleball court seen from above in the morning sun, drawn as SVG: the repository holds no image. */
function courtDrawing(): string {
  // The court is 44 × 20 ft at 20 px per foot; the non-volley zone reaches 7 ft from the net.
  const left = 160;
  const top = 200;
  const width = 880;
  const height = 400;
  const net = left + width / 2;
  const kitchen = 140;
  const middle = top + height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3d8b5a"/><stop offset="1" stop-color="#1f5e3a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.15" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#fff6d5" stop-opacity="0.45"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>
  <rect x="${left - 40}" y="${top - 40}" width="${width + 80}" height="${height + 80}" fill="#2f6f8f"/>
  <rect x="${left}" y="${top}" width="${width}" height="${height}" fill="#2b5d9b" stroke="#fff" stroke-width="8"/>
  <rect x="${net - kitchen}" y="${top}" width="${2 * kitchen}" height="${height}" fill="#3a78b8" stroke="#fff" stroke-width="6"/>
  <path d="M${left} ${middle}H${net - kitchen}M${net + kitchen} ${middle}H${left + width}" stroke="#fff" stroke-width="6"/>
  <rect x="${net - 5}" y="${top - 30}" width="10" height="${height + 60}" fill="#1c1c1c"/>
  <circle cx="${net}" cy="${top - 34}" r="9" fill="#444"/><circle cx="${net}" cy="${top + height + 34}" r="9" fill="#444"/>
  <g transform="translate(820 330) rotate(-25)">
    <rect x="-45" y="-60" width="90" height="110" rx="40" fill="#e4572e"/><rect x="-10" y="45" width="20" height="60" rx="6" fill="#222"/>
  </g>
  <g transform="translate(330 470) rotate(35)">
    <rect x="-45" y="-60" width="90" height="110" rx="40" fill="#f2c14e"/><rect x="-10" y="45" width="20" height="60" rx="6" fill="#222"/>
  </g>
  <circle cx="690" cy="330" r="20" fill="#d7f542"/>
  <circle cx="684" cy="324" r="3" fill="#9bb52a"/><circle cx="696" cy="328" r="3" fill="#9bb52a"/><circle cx="688" cy="338" r="3" fill="#9bb52a"/>
  <ellipse cx="698" cy="358" rx="18" ry="6" fill="#000" opacity="0.25"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sun)"/>
</svg>`;
}

/**
 * Uploads a freshly drawn JPEG through the photos service, as the gallery's upload would: it is re-encoded,
 * a thumbnail is made, and both files go to the configured storage.
 */
export async function addCourtPhoto(ctx: PhotoContext, uploaderId: string, gameId: string) {
  const jpeg = await sharp(Buffer.from(courtDrawing())).jpeg({ quality: 85 }).toBuffer();
  const folder = await mkdtemp(path.join(tmpdir(), 'turnout-demo-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'court.jpg');
    await writeFile(file, jpeg);
    return await addPhoto(ctx, await authorizeGame(ctx.db, uploaderId, gameId), {
      file,
      bytes: jpeg.length,
      remove,
    });
  } finally {
    await remove();
  }
}
