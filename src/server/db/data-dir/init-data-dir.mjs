// Creates a new embedded database folder (PostgreSQL's initdb) and exits. Run as its own short-lived
// process: initdb leaves a lot of WebAssembly memory behind that a process never gives back, so the
// server only ever opens folders that already exist. Usage: node init-data-dir.mjs <folder>
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node init-data-dir.mjs <folder>');
const db = await PGlite.create(folder);
await db.close();
