// Reads the catalogue files, for Node only (the server, the build, the checks): the browser gets them through
// the build (vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue } from './catalogues';

/** The folder of the catalogues, from the project's root. */
export const MESSAGES_FOLDER = 'src/shared/i18n/messages';

/** The areas a language has files for, sorted. */
export function areasOf(messagesDir: string, locale: string): string[] {
  return readdirSync(path.join(messagesDir, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** One language's messages: all its areas, or those `keep` accepts, in one object. */
export function readCatalogue(
  messagesDir: string,
  locale: string,
  keep: (area: string) => boolean = () => true,
): Catalogue {
  const areas = areasOf(messagesDir, locale).filter(keep);
  return Object.assign(
    {},
    ...areas.map((area) => JSON.parse(readFileSync(path.join(messagesDir, locale, `${area}.json`), 'utf8'))),
  );
}
