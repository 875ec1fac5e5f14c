// What compressing an answer costs the server's main thread, the thread every request waits on: the same JSON
// (an 8 KB games list and a 79-byte answer) served over HTTP with Hono's compress middleware (a web
// CompressionStream per answer, as Turnout had it), with the listener's compression (what Turnout does now,
// src/server/http/listener.ts: a whole answer up to 64 KB compressed at once, decision 033), and without any.
// The load generator shares the process, so every figure includes its cost (the `none` row shows it); compare
// the rows, not the absolutes. Different users make no difference to gzip, so one request repeats; nothing is
// cached. Run: npx tsx bench/compression.ts
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createAppServer } from '../src/server/http/listener';
import { conclude, header, repeat } from './support/report';

const list = {
  games: Array.from({ length: 40 }, (_, i) => ({
    id: `0b7c${i}-3f9a-4c1e-9d2b-7a6e5f4d3c2b`,
    title: `Tuesday tennis ${i}`,
    date: new Date(Date.UTC(2026, 11, 1 + i, 18)).toISOString(),
    place: { name: 'Mission Bay Courts', address: '1675 Owens St' },
    answers: { yes: i % 7, maybe: 2, no: 1 },
    mine: 'yes',
  })),
};
const short = { me: { id: 'x', name: 'Pat' }, unread: 3, groups: [{ id: 'a', name: 'Tennis' }] };
const routes = new Hono()
  .use(secureHeaders())
  .get('/list', (c) => c.json(list))
  .get('/short', (c) => c.json(short));
const withHonoCompress = new Hono().use(compress()).route('/', routes);

const variants: Record<string, () => Server> = {
  'Hono compress': () => createServer(getRequestListener(withHonoCompress.fetch) as never),
  'listener compression': () => createAppServer(routes.fetch),
  none: () => createServer(getRequestListener(routes.fetch) as never),
};

/** Main-thread milliseconds per answer, and req/s, over `seconds` of 10 connections after 1 s of warm-up. */
async function measure(make: () => Server, path: string, seconds = 3) {
  const server = make().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const options = { url, connections: 10, headers: { 'accept-encoding': 'gzip' } };
  await autocannon({ ...options, duration: 1 });
  const start = performance.eventLoopUtilization();
  const result = await autocannon({ ...options, duration: seconds });
  const used = performance.eventLoopUtilization(start);
  server.closeAllConnections();
  server.close();
  return { main: used.active / result.requests.total, rps: result.requests.average };
}

header('Compression: main-thread time per answer, over HTTP', 'none');
console.log(`answers: ${JSON.stringify(list).length} B and ${JSON.stringify(short).length} B of JSON`);
for (const [path, label] of [
  ['/list', '8 KB list'],
  ['/short', '79 B answer'],
] as const) {
  await repeat(
    `${label}: main thread per answer`,
    Object.fromEntries(Object.keys(variants).map((name) => [name, { label: name, digits: 3 }])) as Record<
      string,
      { label: string; digits: number }
    >,
    async () => {
      const figures: Record<string, number> = {};
      for (const [name, make] of Object.entries(variants)) figures[name] = (await measure(make, path)).main;
      return figures;
    },
  );
}
conclude();
process.exit(process.exitCode ?? 0);
