// `npm run build`: the client (Vite) into dist/client (and its server-drawn first screen into dist/ssr) and
// the server (esbuild) into dist/server.
// `--if-stale` (used by `npm start`) rebuilds the client only when it is missing or older than its sources.
// The server is one bundled ES module run by plain `node`: no TypeScript loader in the running process, which
// keeps its memory smaller. Packages stay in node_modules (PGlite and sharp load files beside them).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { precompress } from './precompress';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOut = path.join(root, 'dist/server');
const builtIndex = path.join(root, 'dist/client/index.html');
const clientInputs = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'landing.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    0,
  );
}

export function clientIsStale(): boolean {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  return builtAt < Math.max(...clientInputs.map((input) => newestChange(path.join(root, input))));
}

export async function buildClient(): Promise<void> {
  await viteBuild({ root, logLevel: 'warn' });
  await precompress(path.join(root, 'dist/client'));
  // The first screen as the server draws it (src/shared/first-screen.ts), for Node; packages stay external.
  await viteBuild({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: 'src/client/shell/first-screen-render.tsx',
      outDir: 'dist/ssr',
      copyPublicDir: false,
      emptyOutDir: true,
      // The server hands the drawing its words; the browser's catalogue parts (vite.config.ts) are never loaded.
      rolldownOptions: { external: [/^virtual:catalogue\//], output: { entryFileNames: 'first-screen.js' } },
    },
  });
}

/**
 * A new embedded database folder as initdb makes it, packed as PGlite dumps a folder (init-data-dir.mjs
 * unpacks it for a new data folder). initdb takes a while, so the pack is kept under node_modules/.cache and
 * made again only for another PGlite or another init script.
 */
async function databaseTemplate(target: string) {
  const initScript = path.join(root, 'src/server/db/data-dir/init-data-dir.mjs');
  const pglite = readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'));
  const key = createHash('sha256').update(pglite).update(readFileSync(initScript)).digest('hex').slice(0, 16);
  const cached = path.join(root, 'node_modules/.cache/turnout', `pgdata-template-${key}.tar.gz`);
  if (!existsSync(cached)) {
    const scratch = mkdtempSync(path.join(tmpdir(), 'turnout-template-'));
    try {
      execFileSync(process.execPath, [initScript, path.join(scratch, 'pgdata')], { stdio: 'inherit' });
      const db = await PGlite.create(path.join(scratch, 'pgdata'));
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      mkdirSync(path.dirname(cached), { recursive: true });
      const partial = path.join(path.dirname(cached), `${path.basename(scratch)}.partial`);
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, cached);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  cpSync(cached, target);
}

/**
 * dist/server/main.js and backup.js (`npm run backup` / `restore`), with the files they read beside them: the
 * migrations, the data-folder initialiser and its template, and the message catalogues.
 */
export async function buildServer(): Promise<void> {
  rmSync(serverOut, { recursive: true, force: true });
  await esbuild({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      backup: path.join(root, 'src/server/backup/cli.ts'),
    },
    outdir: serverOut,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverOut, 'migrations'), {
    recursive: true,
  });
  for (const file of [
    'data-dir/init-data-dir.mjs',
    'engine/pglite-worker.mjs',
    'engine/prepared-statements.mjs',
  ])
    cpSync(path.join(root, 'src/server/db', file), path.join(serverOut, path.basename(file)));
  cpSync(path.join(root, 'src/shared/i18n/messages'), path.join(serverOut, 'messages'), { recursive: true });
  cpSync(path.join(root, 'src/server/mail/mail-worker.mjs'), path.join(serverOut, 'mail-worker.mjs'));
  await databaseTemplate(path.join(serverOut, 'pgdata-template.tar.gz'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || clientIsStale()) {
    if (ifStale)
      console.log(existsSync(builtIndex) ? 'Client sources changed; rebuilding…' : 'Building the client…');
    await buildClient();
  }
  await buildServer();
}
