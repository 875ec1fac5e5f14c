import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { scratchDatabase } from '../../../test-support/postgres';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data dump of a freshly migrated database (embedded runs). */
    templateDumpPath: string;
    /** Name of a migrated template database on TEST_DATABASE_URL's server (server runs). */
    templateDatabase: string;
  }
}

/** Migrates one template database; every test file then starts from its own copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await scratchDatabase(serverUrl, 'turnout_template');
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template.name);
    project.provide('templateDumpPath', '');
    return template.drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-template-'));
  const template = await openDatabase({ kind: 'embedded-memory' });
  await template.migrate();
  const dump = await template.pglite?.dumpDataDir('none');
  await template.close();
  if (!dump) throw new Error('PGlite template could not be dumped');
  const dumpPath = path.join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDumpPath', dumpPath);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
