// Imports every package the built server and its first-screen renderer import (dist/server, dist/ssr), as they
// name them, from this folder's node_modules, and fails naming those that are missing or do not load. Run by
// scripts/production-install.sh after the development packages are pruned: what the image keeps must be
// enough to run. Plain JavaScript, so it runs where no TypeScript tool is installed.
// Usage: node scripts/check-runtime-imports.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtFiles = (folder) =>
  readdirSync(path.join(root, folder), { recursive: true })
    .map(String)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => path.join(root, folder, file));

// esbuild and Vite write static imports at the start of a line, dynamic ones as import("…"); SQL in template
// strings ("from users") matches neither.
const importForms = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gms,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];
const specifiers = new Set();
for (const file of [...builtFiles('dist/server'), ...builtFiles('dist/ssr')]) {
  const text = readFileSync(file, 'utf8');
  for (const form of importForms) for (const [, name] of text.matchAll(form)) specifiers.add(name);
}
// Relative files, Node's own modules, and the catalogue parts the server hands the renderer itself.
const packages = [...specifiers].filter((name) => !/^(\.|node:|virtual:)/.test(name)).sort();
if (packages.length === 0) throw new Error('no package imports found: run `npm run build` first');

const failed = [];
for (const name of packages) {
  try {
    await import(name);
  } catch (error) {
    failed.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
if (failed.length > 0) {
  console.error(`The built server imports packages this install lacks:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(`${packages.length} package imports of the built server load from the installed packages`);
