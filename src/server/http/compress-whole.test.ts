import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWholeAnswers } from './compress-whole';

// compress-whole.ts on a bare Node server, answering the ways a handler may: the body whole in one end(), or in
// parts after a head that announced its length (what @hono/node-server does when a stream's first part is ready).
const text = 'Game night at the courts. '.repeat(200);
const handlers: Record<string, (response: ServerResponse, ended: () => void) => void> = {
  '/whole': (response, ended) => {
    response.writeHead(201, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
    response.end(text, ended);
  },
  '/parts': (response) => {
    response.writeHead(201, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
    response.write(text.slice(0, 1000));
    response.end(text.slice(1000));
  },
};
let ends = 0;
let base = '';
const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
  compressWholeAnswers(incoming, response, 1024);
  handlers[incoming.url ?? '']?.(response, () => {
    ends++;
  });
});
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string) {
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const sent = request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('compressing a whole answer at once', () => {
  it('gzips a body given whole, keeping the status and calling back when it is sent', async () => {
    const { response, body } = await get('/whole');
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(text);
    expect(ends).toBe(1);
  });

  it('sends a body given in parts as it comes, after the head it was announced with', async () => {
    const { response, body } = await get('/parts');
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(text.length);
    expect(body.toString()).toBe(text);
  });
});
