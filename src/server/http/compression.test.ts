import { type IncomingMessage, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnRandomPort } from '../test/http';
import { COMPRESS_FROM_BYTES } from './listener';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game night ${i}` })) };
let releaseStream = () => {};

// Routes under a middleware that sets headers, as the real app's do (Hono then hands Node a Headers object,
// with the body's length in it).
const routes = new Hono()
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
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

  it('gzips a large JSON answer for a client that accepts it, with a length that matches the bytes sent', async () => {
    const { response, body } = await raw(url('/big'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    if (response.headers['content-length'])
      expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
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
