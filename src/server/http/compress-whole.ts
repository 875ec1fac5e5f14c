import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Answers up to this size whose whole body is known when their head is written are compressed at once, on the
 * main thread, where a body this size compresses quickly. Larger ones stream through `compression`, off the
 * main thread.
 */
export const COMPRESS_AT_ONCE_UP_TO = 64 * 1024;

/** The encodings and preference of `compression` (1.8): Brotli when the client takes it, else gzip. */
const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];
/**
 * The fastest levels, as on the main thread every microsecond is taken from the other requests (nginx's own
 * gzip default is 1). On the app's JSON they take clearly less time than the default levels (gzip 6, and
 * Brotli 4 as `compression` uses), for answers only a little larger.
 */
const GZIP = { level: 1 };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/** negotiator 1.x takes the server's preference as an option (its types still describe 0.6). */
type Negotiating = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

const headerOf = (headers: OutgoingHttpHeaders, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * Compresses an answer whose head carries the length of a body that follows in one `end()` — every JSON answer
 * (@hono/node-server writes the head with its Content-Length, then the body whole) — synchronously, when it is
 * worth it and the client accepts it. `compression` (next in line, which still handles streams and larger bodies)
 * sends everything through a zlib stream on libuv's thread pool: handing over, waking a pool thread and back
 * cost the main thread more per answer under load than deflating a typical answer on it does.
 * The head waits for the body: it is written with the encoding and the compressed length, or as it was.
 */
export function compressWholeAnswers(request: IncomingMessage, response: ServerResponse, threshold: number) {
  if (request.method === 'HEAD') return;
  type Method = (this: ServerResponse, ...args: unknown[]) => unknown;
  const writeHead = response.writeHead as Method;
  const end = response.end as Method;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const head = () => writeHead.call(this, status, ...(message === undefined ? [] : [message]));
    const headers = rest.at(-1);
    const length = Number(
      headers && typeof headers === 'object' && !Array.isArray(headers)
        ? headerOf(headers as OutgoingHttpHeaders, 'content-length')
        : undefined,
    );
    if (
      !(length >= threshold && length <= COMPRESS_AT_ONCE_UP_TO) ||
      status < 200 ||
      status === 204 ||
      status === 304
    )
      return writeHead.call(this, status, ...rest);
    // Kept as response headers, where `compression.filter` and the rest read them.
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (value !== undefined) this.setHeader(name, value);
    const encoding = compressible(request, this) ? negotiate(request) : undefined;
    if (!encoding) return head();
    const release = () => {
      this.write = write as never;
      this.end = end as never;
      this.flushHeaders = flushHeaders;
    };
    const write = this.write as unknown as Method;
    const flushHeaders = this.flushHeaders;
    // Anything but the whole body in one end(): the head goes as it was, and the rest as it comes.
    this.write = function (this: ServerResponse, ...args: unknown[]) {
      release();
      head();
      return write.apply(this, args);
    } as never;
    this.flushHeaders = function (this: ServerResponse) {
      release();
      head();
      flushHeaders.call(this);
    };
    this.end = function (this: ServerResponse, chunk?: unknown, ...args: unknown[]) {
      release();
      const text = typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined;
      const body = typeof chunk === 'string' ? Buffer.from(chunk, text) : chunk;
      if (!(body instanceof Uint8Array) || body.byteLength !== length) {
        head();
        return end.call(this, chunk, ...args);
      }
      const encoded = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
      this.setHeader('Content-Encoding', encoding);
      this.setHeader('Content-Length', encoded.byteLength);
      head();
      return end.call(this, encoded, ...args.filter((arg) => typeof arg === 'function'));
    } as never;
    return this;
  } as never;
}

/** What `compression` would compress: a compressible type, no `Cache-Control: no-transform`, not yet encoded. */
function compressible(request: IncomingMessage, response: ServerResponse) {
  const encoded = response.getHeader('Content-Encoding');
  return (
    (encoded === undefined || encoded === 'identity') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? '')) &&
    compression.filter(request as never, response as never)
  );
}

function negotiate(request: IncomingMessage) {
  const chosen = (new Negotiator(request) as unknown as Negotiating).encoding(ENCODINGS, {
    preferred: PREFERRED,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
