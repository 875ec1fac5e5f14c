import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export class BodyTooLargeError extends Error {}

export interface SpooledBody {
  file: string;
  bytes: number;
  /** Deletes the temporary file; call it whatever happened. */
  remove(): Promise<void>;
}

/**
 * Streams a request body into a private temporary file, failing with BodyTooLargeError the moment it passes
 * `maxBytes`. An upload waiting for its turn then holds disk, not memory, however many arrive at once.
 */
export async function spoolBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<SpooledBody> {
  const folder = await mkdtemp(path.join(tmpdir(), 'turnout-upload-'));
  const file = path.join(folder, 'body');
  const remove = () => rm(folder, { recursive: true, force: true });
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new BodyTooLargeError() : null, chunk);
    },
  });
  try {
    const source = body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(source, count, createWriteStream(file, { mode: 0o600 }));
    return { file, bytes, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
