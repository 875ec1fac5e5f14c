// Creates a new embedded database folder and exits. Run as its own short-lived process: making a folder leaves
// a lot of WebAssembly memory behind that a process never gives back, so the server only ever opens folders
// that already exist. Beside the built server, the folder is unpacked from the build's template
// (pgdata-template.tar.gz, scripts/build.ts): initdb, run there once, holds far more memory and time than a
// small server has to spare at its first start (decision 059). From the sources, initdb runs here.
// Usage: node init-data-dir.mjs <folder>
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node init-data-dir.mjs <folder>');
const template = fileURLToPath(new URL('./pgdata-template.tar.gz', import.meta.url));
// The server's own small buffer cache (db/client.ts): the folder is opened once, to be written, and closed.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const db = await PGlite.create(folder, {
  startParams,
  ...(existsSync(template) ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});
await db.close();
