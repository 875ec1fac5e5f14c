// `npm run i18n:extract`: writes the English catalogue from the code's `defineMessages` calls, one file per area
// (src/shared/i18n/messages/en/<area>.json, src/shared/i18n/areas.ts). Other languages are translated by hand
// beside it; the catalogue check in `npm test` says what any of them lacks or keeps for nothing.
// Run: npm run i18n:extract
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaOf } from '../src/shared/i18n/areas';
import { MESSAGES_FOLDER } from '../src/shared/i18n/catalogue-files';
import { DEFAULT_LOCALE } from '../src/shared/i18n/locales';

/** The messages the code declares, by id, as FormatJS's extractor finds them. */
export function extractMessages(root: string): Record<string, string> {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.test.ts',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

/** The messages grouped by area, each group's ids sorted. */
export function byArea(messages: Record<string, string>): Record<string, Record<string, string>> {
  const areas: Record<string, Record<string, string>> = {};
  for (const id of Object.keys(messages).sort()) {
    areas[areaOf(id)] ??= {};
    (areas[areaOf(id)] as Record<string, string>)[id] = messages[id] as string;
  }
  return areas;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const folder = path.join(root, MESSAGES_FOLDER, DEFAULT_LOCALE);
  const areas = byArea(extractMessages(root));
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder)) {
    if (!(file.replace(/\.json$/, '') in areas)) rmSync(path.join(folder, file));
  }
  for (const [area, messages] of Object.entries(areas)) {
    writeFileSync(path.join(folder, `${area}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  }
  console.log(`${Object.keys(areas).length} areas written to ${path.relative(root, folder)}`);
}
