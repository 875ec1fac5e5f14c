import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
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
    const name = `turnout_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
    await template.migrate();
    await template.close();
    project.provide('templateDatabase', name);
    project.provide('templateDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
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

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
