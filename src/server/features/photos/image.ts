import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_PHOTO_MEGAPIXELS, photoMessages } from '../../../shared/photos';
import { ApiError } from '../../http/errors';
import { decodeNeed, type MemoryRoom } from './memory-room';

// Every upload is a different image: libvips's operation cache would only hold memory.
sharp.cache(false);
/**
 * Photos are decoded on at most half the cores at once: the rest stay free for the API (and the embedded
 * database, which shares this process), and memory stays bounded — re-encoding a large JPEG takes memory of
 * its own beside the server's. Later uploads wait their turn on disk (see spoolBody).
 */
const decodeSlot = pLimit(Math.max(1, Math.floor(availableParallelism() / 2)));

const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
/** Longest edge of a gallery thumbnail: crisp in a 3-column grid on a phone at 3× density. */
const THUMBNAIL_EDGE = 480;

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  full: EncodedImage;
  thumbnail: EncodedImage;
}

const unsupported = () => new ApiError(415, 'UNSUPPORTED_PHOTO_TYPE', photoMessages.unsupportedType);

/**
 * The type comes from the bytes (libvips reads the header), never from a name or a declared type. AVIF is
 * HEIF with AV1 inside; HEIC (HEVC) cannot be decoded here and is refused like any other type.
 */
async function inspect(input: string) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format =
    meta.format === 'heif'
      ? meta.compression === 'av1'
        ? 'avif'
        : null
      : (['jpeg', 'png', 'webp', 'gif'] as const).find((accepted) => accepted === meta.format);
  if (!format) throw unsupported();
  const animated = (format === 'gif' || format === 'webp') && (meta.pages ?? 1) > 1;
  const orientation = meta.orientation ?? 1;
  const pixels =
    (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (animated ? (meta.pages ?? 1) : 1);
  if (pixels > MAX_PIXELS) throw new ApiError(413, 'PHOTO_TOO_MANY_PIXELS', photoMessages.tooManyPixels);
  return { format, animated, pixels, orientation };
}

/**
 * Decodes and re-encodes without any metadata — EXIF with GPS, XMP, IPTC and camera details are dropped,
 * colours are converted to sRGB — but a JPEG's orientation tag (decision 032). JPEG stays JPEG (fast, and what
 * cameras send); the other types become WebP, turned upright, animation kept. The thumbnail is a still WebP,
 * upright.
 */
export function processPhoto(input: string, room?: MemoryRoom): Promise<ProcessedPhoto> {
  return decodeSlot(() => encode(input, room));
}

/** Once its turn has come, a photo is decoded if the process has room for it (`room`), else refused. */
async function encode(input: string, room: MemoryRoom | undefined): Promise<ProcessedPhoto> {
  const photo = await inspect(input);
  return room ? room.hold(decodeNeed(photo), () => reencode(input, photo)) : reencode(input, photo);
}

async function reencode(
  input: string,
  { format, animated, pixels, orientation }: Awaited<ReturnType<typeof inspect>>,
): Promise<ProcessedPhoto> {
  const source = sharp(input, { limitInputPixels: pixels, animated, failOn: 'error' });
  // A JPEG keeps its orientation tag, the only metadata written, rather than its pixels being turned: turning
  // holds the whole picture in memory, while re-encoding it as it lies streams it a
  // few rows at a time. Browsers and photo viewers show a JPEG as its tag says (decision 032).
  // Optimised Huffman tables would hold every block of the picture for a second pass and cost clearly more
  // encoding time, to save a few per cent of bytes.
  const jpeg = () => source.jpeg({ quality: 85, optimiseCoding: false });
  const full =
    format !== 'jpeg'
      ? source.autoOrient().webp({ quality: 85 })
      : orientation > 1
        ? jpeg().withExif({ IFD0: { Orientation: String(orientation) } })
        : jpeg();
  const thumbnail = sharp(input, { limitInputPixels: pixels, failOn: 'error' })
    .autoOrient()
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  // Shown turned a quarter (EXIF orientations 5–8), a stored JPEG is as wide as its pixels are tall.
  const turned = format === 'jpeg' && orientation >= 5;
  try {
    // One after the other: the two decodes at once held more memory at the peak, for little time saved.
    const fullOut = await full.toBuffer({ resolveWithObject: true });
    const thumbnailOut = await thumbnail.toBuffer({ resolveWithObject: true });
    const stored = encoded(fullOut, format === 'jpeg' ? 'jpeg' : 'webp');
    return {
      full: turned ? { ...stored, width: stored.height, height: stored.width } : stored,
      thumbnail: encoded(thumbnailOut, 'webp'),
    };
  } catch {
    // The header looked right but the pixels do not decode (a truncated or damaged file).
    throw new ApiError(422, 'UNREADABLE_PHOTO', photoMessages.unreadable);
  }
}

function encoded({ data, info }: { data: Buffer; info: OutputInfo }, kind: 'jpeg' | 'webp') {
  return {
    data,
    contentType: `image/${kind}`,
    extension: kind === 'jpeg' ? 'jpg' : 'webp',
    width: info.width,
    // An animation's frames are stacked; the picture is one frame tall.
    height: info.pageHeight ?? info.height,
  };
}
