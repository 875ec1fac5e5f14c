import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app';
import { createAuth } from '../../auth/auth';
import { openDatabase } from '../../db/client';
import { expectedSchema } from '../../db/schema-version';
import { createLogger } from '../../log';
import { createAgent } from '../../test/agent';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const newestMigration = expectedSchema(path.resolve('src/server/db/migrations')).tag;

describe('GET /api/status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the release and the schema its database is at, to anyone', async () => {
    const response = await createAgent(t).api.status.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      version,
      schema: newestMigration,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded',
      healthy: true,
      features: { google: false },
    });
  });

  it.skipIf(!inject('templateDumpPath'))(
    'answers 503, unhealthy, when its database does not answer',
    async () => {
      const database = await openDatabase({
        kind: 'embedded-memory',
        loadDataDir: new Blob([readFileSync(inject('templateDumpPath'))]),
      });
      const config = testConfig();
      const app = createApp({
        config,
        database,
        auth: createAuth(config, database.db),
        log: createLogger('silent'),
      });
      await database.close();
      const response = await app.request('/api/status');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ version, schema: null, healthy: false });
    },
  );
});
