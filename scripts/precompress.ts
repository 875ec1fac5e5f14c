// The built client's text files compressed once, at build time, beside themselves (`x.js.br`, `x.js.gz`): the
// server sends them as they are (serveStatic's `precompressed`) instead of gzipping every answer again, and a
// browser that accepts brotli gets it at its highest quality, smaller than gzip for the app's code. Too slow to
// do per request, it costs little once per build.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_FROM_BYTES } from '../src/server/http/listener';

/** What a browser fetches as text; images and fonts are compressed already. HTML is served from memory. */
const COMPRESSIBLE = /\.(js|css|svg|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `.br` and `.gz` beside every compressible file of `dir` (recursively) that they make smaller. */
export async function precompress(dir: string): Promise<void> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    COMPRESSIBLE.test(file),
  );
  // In parallel: zlib runs on libuv's thread pool, so every core takes a share.
  await Promise.all(files.map((file) => precompressFile(path.join(dir, file))));
}

/** Writes `file.br` and `file.gz` when they make it smaller (and it is worth compressing), else removes them. */
export async function precompressFile(file: string): Promise<void> {
  const body = readFileSync(file);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  // Below one packet the listener does not compress either: the saving is smaller than the header.
  const [br, gz] =
    body.length < COMPRESS_FROM_BYTES
      ? [body, body]
      : await Promise.all([brotli(body, { params }), gzipped(body, { level: 9 })]);
  for (const [copy, compressed] of [
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ] as const) {
    // A copy that would not be smaller is not kept, nor one left from an earlier version of the file.
    if (compressed.length < body.length) writeFileSync(copy, compressed);
    else rmSync(copy, { force: true });
  }
}
