// The client's files as a new device fetches them (a first visit, or the first after a release: the service
// worker then fetches every file of the build): each JS and CSS file of the build once, over HTTP from the
// built server, with Chromium's Accept-Encoding. Per whole client: the server's CPU time and the bytes sent,
// with the build's compressed copies (scripts/precompress.ts: brotli, gzip) and without them (the listener
// gzips each answer as it goes, as before). Every request is for a different file; nothing is cached.
// Run after `npm run build`: npx tsx bench/client-files.ts
import { readdirSync, renameSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { conclude, header, repeat } from './support/report';
import { builtServer, scratchDir, startServer } from './support/server';

const ROUNDS = 10;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** GET of `url` as a browser asks; the body's length as it came over the wire (not decoded). */
const bytesSent = (url: string) =>
  new Promise<number>((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject),
  );

const clientDir = path.join(path.dirname(await builtServer()), '../dist/client');
const assets = path.join(clientDir, 'assets');
const files = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
/** Hides (or shows again) the build's compressed copies, in the bench's own copy of the build. */
const copies = (show: boolean) => {
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (show ? /\.(br|gz)\.hidden$/.test(file) : /\.(br|gz)$/.test(file))
      renameSync(
        path.join(clientDir, file),
        path.join(clientDir, show ? file.replace(/\.hidden$/, '') : `${file}.hidden`),
      );
  }
};

header('Client files: the whole built client fetched as a new device does', 'none');
console.log(`${files.length} JS and CSS files; ${ROUNDS} whole clients per figure`);
const { dir, remove } = scratchDir('client-files');
const server = await startServer(dir, {}, { probe: false });
/** Server CPU (ms) and KB sent per whole client. */
async function wholeClients() {
  const cpu = server.cpuMs();
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const file of files) bytes += await bytesSent(`${server.url}/assets/${file}`);
  return { cpu: (server.cpuMs() - cpu) / ROUNDS, kb: bytes / ROUNDS / 1024 };
}
try {
  await wholeClients(); // warm-up: JIT, the file system's cache
  await repeat(
    'Whole client: compressed at build time, then per request',
    {
      builtCpu: { label: 'as built: server CPU', digits: 0 },
      builtKb: { label: 'as built: sent', unit: 'KB', digits: 0 },
      gzipCpu: { label: 'per request: server CPU', digits: 0 },
      gzipKb: { label: 'per request: sent', unit: 'KB', digits: 0 },
    },
    async () => {
      const built = await wholeClients();
      copies(false);
      try {
        const perRequest = await wholeClients();
        return { builtCpu: built.cpu, builtKb: built.kb, gzipCpu: perRequest.cpu, gzipKb: perRequest.kb };
      } finally {
        copies(true);
      }
    },
  );
} finally {
  await server.stop();
  remove();
}
conclude();
