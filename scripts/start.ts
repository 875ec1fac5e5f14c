// `npm start`: build the client when it is missing or older than its sources, then run the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const inputs = [
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

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the client…' : 'Client sources changed; rebuilding…');
  await build({ root, logLevel: 'warn' });
}
await import('../src/server/main');
