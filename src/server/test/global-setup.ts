import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data dump of a freshly migrated database (embedded runs). */
    templateDumpPath: string;
    /** Name of a migrated template database on TEST_DATABASE_URL's server (server runs). */
    templateDatabase: string;
    /** The server bundled as `npm run build` bundles it, for the tests that start server processes. */
    serverEntry: string;
  }
}

/**
 * The tests that start server processes run the server as production does, bundled (scripts/build-server.ts):
 * a start costs ≈1.6 s of CPU instead of ≈4 under a TypeScript loader, and those tests start about thirty. The
 * bundle is built from the sources at every run, in a folder of its own under dist/ (two levels below the
 * repository, where the server finds package.json), so it is never one built earlier.
 */
async function bundleServer(project: TestProject) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const out = path.join(root, 'dist', `test-server-${randomBytes(4).toString('hex')}`);
  await buildServer(out);
  project.provide('serverEntry', path.join(out, 'main.js'));
  return () => rmSync(out, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const removeServer = await bundleServer(project);
  const removeTemplate = await migrateTemplate(project).catch((error) => {
    removeServer();
    throw error;
  });
  return async () => {
    await removeTemplate();
    removeServer();
  };
}

/** Migrates one template database; every test file then starts from its own copy of it. */
async function migrateTemplate(project: TestProject) {
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
