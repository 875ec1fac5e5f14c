import { type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnRandomPort } from '../test/http';
import { COMPRESS_AT_ONCE_UP_TO } from './compress-whole';
import { COMPRESS_FROM_BYTES } from './listener';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game night ${i}` })) };
/** Past what is compressed at once: 2,000 games, ≈100 KB. */
const huge = {
  items: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Game night ${i}`, at: i * 1e9 })),
};
/** A body that comes in parts after a head that gives its length. */
const parts = ['x'.repeat(2 * COMPRESS_FROM_BYTES), 'y'.repeat(2 * COMPRESS_FROM_BYTES)];
let releaseStream = () => {};

// Routes under a middleware that sets headers, as the real app's do (Hono then hands Node a Headers object,
// with the body's length in it).
const routes = new Hono()
  .get('/big', (c) => c.json(big))
  .get('/huge', (c) => c.json(huge))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'private, no-transform' }))
  .get('/parts', (c) => {
    // The first part ready (Node is handed it with the head) or after a wait (the head goes first, alone).
    const waiting = [...parts];
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      start(controller) {
        if (c.req.query('wait') !== 'first') controller.enqueue(encoder.encode(waiting.shift()));
      },
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const next = waiting.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(encoder.encode(next));
      },
    });
    const length = String(parts.join('').length);
    return new Response(body, {
      status: 201,
      headers: { 'content-type': 'text/plain', 'content-length': length },
    });
  })
  .get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: 'ready', data: 'x'.repeat(2 * COMPRESS_FROM_BYTES) });
      await new Promise<void>((resolve) => {
        releaseStream = resolve;
      });
    }),
  )
  .get('/photo', (c) =>
    c.body(new Uint8Array(4 * COMPRESS_FROM_BYTES), 200, { 'content-type': 'image/jpeg' }),
  );
const app = new Hono().use(secureHeaders()).route('/', routes);

type Raw = { response: IncomingMessage; body: Buffer };
let base = '';
let close = async () => {};

beforeAll(async () => {
  ({ base, close } = await listenOnRandomPort(app.fetch));
});
afterAll(() => close());

/** One request, read as the bytes on the wire (no client-side decompression, unlike fetch). */
function raw(url: string, method = 'GET', encoding = 'gzip'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('compression on the listener', () => {
  const url = (path: string) => `${base}${path}`;

  it('gzips a JSON answer at once for a client that accepts it, with the length of the bytes sent', async () => {
    const { response, body } = await raw(url('/big'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // A length, not chunks: compressed whole before the head went out (a zlib stream sends chunks).
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('prefers Brotli when the client takes it too, as a browser over HTTPS does', async () => {
    const { response, body } = await raw(url('/big'), 'GET', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it(`streams an answer over ${COMPRESS_AT_ONCE_UP_TO / 1024} KB through gzip instead`, async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESS_AT_ONCE_UP_TO);
    const { response, body } = await raw(url('/huge'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(huge);
  });

  it.each(['/parts', '/parts?wait=first'])(
    'sends a body that comes in parts (%s) whole, after its own head',
    async (path) => {
      const { response, body } = await raw(url(path));
      expect(response.statusCode).toBe(201);
      const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      expect(text.toString()).toBe(parts.join(''));
    },
  );

  it('leaves an answer that must not be transformed as it is', async () => {
    const { response, body } = await raw(url('/no-transform'));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString())).toEqual(big);
  });

  it('sends the same answer unencoded to a client that does not accept gzip', async () => {
    const { response, body } = await raw(url('/big'), 'GET', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString())).toEqual(big);
  });

  it(`leaves an answer under ${COMPRESS_FROM_BYTES} bytes, and an image, as they are`, async () => {
    const small = await raw(url('/small'));
    expect(small.response.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const photo = await raw(url('/photo'));
    expect(photo.response.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(4 * COMPRESS_FROM_BYTES);
  });

  it('answers HEAD with headers only', async () => {
    const { response, body } = await raw(url('/big'), 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(body.length).toBe(0);
  });

  it('never holds back an event stream: its first event arrives while it is open', async () => {
    const first = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      const sent = request(url('/events'), { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ encoding: response.headers['content-encoding'], text: chunk.toString() });
          releaseStream();
          response.destroy();
        });
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toContain('event: ready');
  });
});
