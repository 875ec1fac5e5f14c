// The installable app's PNG icons, drawn from public/favicon.svg so the logo has one source. Run after
// changing the favicon: npx tsx scripts/make-icons.ts — the PNGs are committed (a build does not need sharp's
// SVG renderer, and the files stay byte-stable between builds, so the service worker's precache does not churn).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'));
const out = path.join(root, 'public/icons');
// The favicon's tile colour: maskable and Apple icons are full squares of it (the platform rounds the corners).
const tile = /<rect[^>]* fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1];
if (!tile) throw new Error('public/favicon.svg has no filled <rect> tile to take the colour from');
const VIEWBOX = 32;

/** The favicon rendered at `size` px (its vector drawn at that size, not a small bitmap scaled up). */
const render = (size: number) => sharp(svg, { density: (72 * size) / VIEWBOX }).resize(size, size);

mkdirSync(out, { recursive: true });
await render(192).png().toFile(path.join(out, 'icon-192.png'));
await render(512).png().toFile(path.join(out, 'icon-512.png'));
// Maskable: launchers crop to any shape inside the central 80 % circle; the glyph's farthest corner sits at
// 72 % of its radius, so the whole tile can be used, its transparent rounded corners filled with the tile colour.
await render(512).flatten({ background: tile }).png().toFile(path.join(out, 'maskable-512.png'));
await render(180).flatten({ background: tile }).png().toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${path.relative(root, out)}/`);
