import { photoMessages } from '../../../shared/photos';
import { ApiError } from '../../http/errors';

/** A refused upload is asked to come back once the photos under way have been stored. */
export const NO_MEMORY_RETRY_SECONDS = 60;

const NO_MEMORY = 'PHOTO_NO_MEMORY';
export const noMemory = () => new ApiError(503, NO_MEMORY, photoMessages.noMemory);
export const isNoMemory = (error: unknown) => error instanceof ApiError && error.code === NO_MEMORY;

const MB = 1024 * 1024;

/**
 * What decoding one photo may add to the process. A JPEG is re-encoded as it lies, a few rows at a time, and
 * its thumbnail decoded at a fraction of its size, so its need hardly grows with its pixels. Any other type
 * is turned upright and encoded as WebP whole: every pixel in memory (four bytes, alpha included), with the
 * encoder's own copy of the picture beside it.
 */
export function decodeNeed(photo: { format: string; pixels: number }): number {
  return photo.format === 'jpeg' ? JPEG_NEED : Math.max(JPEG_NEED, photo.pixels * 8);
}
const JPEG_NEED = 64 * MB;

/** Whether the process has room for photo decodes under its memory limit (MEMORY_LIMIT_MB). */
export interface MemoryRoom {
  /** Room now for the usual photo (a JPEG): checked before an upload's body is read. */
  admits(): boolean;
  /** Runs `work` with `bytes` set aside for it; refuses (503 PHOTO_NO_MEMORY) when they would not fit. */
  hold<T>(bytes: number, work: () => Promise<T>): Promise<T>;
}

/**
 * Room under `limitBytes`, judged from the process's resident memory (`resident`) plus what the decodes under
 * way have set aside: a decode just started has not yet taken what it will.
 */
export function memoryRoom(limitBytes: number, resident = () => process.memoryUsage.rss()): MemoryRoom {
  let held = 0;
  const fits = (bytes: number) => resident() + held + bytes <= limitBytes;
  return {
    admits: () => fits(JPEG_NEED),
    async hold(bytes, work) {
      if (!fits(bytes)) throw noMemory();
      held += bytes;
      try {
        return await work();
      } finally {
        held -= bytes;
      }
    },
  };
}
