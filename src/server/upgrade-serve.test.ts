import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyFixtureUploads,
  DATA_FOLDER_TAGS,
  journal,
  unpackDataFolder,
} from '../../test-support/upgrade-fixtures';
import { postgresAvailable, type ServerProcess, startServerProcess } from './test/server-process';
import { postgresAt } from './test/upgrade-databases';
import { expectFixtureServed } from './test/upgrade-served';

const newest = journal().at(-1)?.tag;

/** What the server says of itself once it has migrated: this release's schema, healthy. */
async function expectAtThisRelease(server: ServerProcess) {
  const status = await fetch(`${server.url}/api/status`);
  expect(status.status).toBe(200);
  expect(await status.json()).toMatchObject({ schema: newest, healthy: true });
}

// Decision 058: the server itself, started as `npm start` starts it, on what an earlier release left.
describe('the server started on the data folder an earlier release left', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it.each(DATA_FOLDER_TAGS)(
    'at %s: migrates it, keeps its sign-up code, and serves its data',
    async (tag) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-old-folder-'));
      folders.push(dataDir);
      await unpackDataFolder(tag, dataDir);
      // No sign-up code or secret given: the folder's own, kept since that release, are used.
      const server = await startServerProcess('', { DATA_DIR: dataDir, AUTH_SECRET: '', SIGNUP_CODE: '' });
      try {
        const code = readFileSync(path.join(dataDir, 'signup-code'), 'utf8').trim();
        await server.printed(new RegExp(`Sign-up code: ${code}`));
        expect(server.output()).not.toContain('Demo sign-in');
        await expectAtThisRelease(server);
        await expectFixtureServed(server.url, server.url);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    120_000,
  );
});

const available = await postgresAvailable();

describe.runIf(available)('the server started on a PostgreSQL database an earlier release left', () => {
  it.each(DATA_FOLDER_TAGS)(
    'at %s: migrates it and serves its data',
    async (tag) => {
      const restored = await postgresAt(tag);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-old-uploads-'));
      copyFixtureUploads(dataDir);
      try {
        const server = await startServerProcess(restored.url, { DATA_DIR: dataDir });
        try {
          await expectAtThisRelease(server);
          await expectFixtureServed(server.url, server.url);
        } finally {
          expect(await server.stop()).toBe(0);
        }
      } finally {
        await restored.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
