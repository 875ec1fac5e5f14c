import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET, SIGNUP_CODE } from '../../../test-support/server';
import { type Agent, createHttpAgent, signUpWith } from '../test/agent';
import { createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { addPhoto, type UploadedPhoto } from '../test/photos';
import { createPlace } from '../test/places';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import {
  aWeekAhead,
  postgresAvailable,
  type ServerProcess,
  scratchDatabase,
  startServerProcess,
} from '../test/server-process';

// The README's way with DATABASE_URL: pg_dump saves the database, `npm run backup` the photos of the bucket
// beside it; pg_restore and `npm run restore` bring both back into a new database and an empty bucket.
const run = promisify(execFile);
const available = await postgresAvailable();

const bucketEnv = (s3: TestS3Server) => ({
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint ?? '',
  S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
  S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
  S3_FORCE_PATH_STYLE: 'true',
});

/** `npm run backup` / `restore` from the sources with the server's settings and `env`; resolves with its exit code and output. */
async function command(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/backup/cli.ts', name, file],
      // The AWS SDK warns on stderr of Node.js versions it will stop supporting (the image runs a newer one).
      { env: { ...process.env, SIGNUP_CODE, AUTH_SECRET, NODE_NO_WARNINGS: '1', ...env } },
    );
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

describe.runIf(available)('backup and restore with DATABASE_URL and photos in a bucket', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'turnout-backup-pg-'));
  const file = path.join(root, 'photos.tar.gz');
  const dump = path.join(root, 'turnout.dump');
  let source: { s3: TestS3Server; database: Awaited<ReturnType<typeof scratchDatabase>> };
  let target: typeof source;
  let server: ServerProcess;

  beforeAll(async () => {
    source = { s3: await startS3Server(), database: await scratchDatabase('turnout_backup_from') };
    target = { s3: await startS3Server(), database: await scratchDatabase('turnout_backup_to') };
    server = await startServerProcess(source.database.url, {
      DATA_DIR: path.join(root, 'source'),
      ...bucketEnv(source.s3),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    for (const side of [source, target]) await Promise.all([side?.s3.stop(), side?.database.drop()]);
    rmSync(root, { recursive: true, force: true });
  });

  it('saves the bucket’s photos beside pg_dump, and both come back into a new database and bucket', async () => {
    const { agent } = await signUpWith(createHttpAgent(server.url), 'Pia', SIGNUP_CODE);
    const groupId = await createGroup(agent);
    await joinGroup(
      agent,
      (await signUpWith(createHttpAgent(server.url), 'Quin', SIGNUP_CODE)).agent,
      groupId,
    );
    const place = await createPlace(agent, { name: 'Court', address: '1 Main St', groupId });
    const { gameId } = await createGame(agent, { groupId, placeId: place.id, date: aWeekAhead() });
    const photos: UploadedPhoto[] = [await addPhoto(agent, gameId), await addPhoto(agent, gameId)];
    const bytesOf = async (reader: Agent, photo: UploadedPhoto) => {
      const response = await reader.fetch(photo.url);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const originals = await Promise.all(photos.map((photo) => bytesOf(agent, photo)));
    const keys = await source.s3.keys();
    expect(keys).toHaveLength(4); // each photo and its thumbnail

    await run('pg_dump', ['-Fc', '-f', dump, source.database.url]);
    const backup = await command('backup', file, {
      DATABASE_URL: source.database.url,
      DATA_DIR: path.join(root, 'source'),
      ...bucketEnv(source.s3),
    });
    expect(backup).toEqual({
      code: 0,
      output: `Backup written to ${file}: 4 photo files (the database is pg_dump's).`,
    });
    await server.stop();

    // A photos-only file does not fill an embedded data folder.
    const embedded = path.join(root, 'embedded');
    const refused = await command('restore', file, { DATABASE_URL: '', DATA_DIR: embedded });
    expect(refused).toEqual({
      code: 1,
      output: `${file} holds photos only: restore its database with pg_restore and DATABASE_URL.`,
    });
    expect(readdirSync(root)).not.toContain('embedded');

    await run('pg_restore', ['--no-owner', '-d', target.database.url, dump]);
    const restoreEnv = {
      DATABASE_URL: target.database.url,
      DATA_DIR: path.join(root, 'target'),
      ...bucketEnv(target.s3),
    };
    const restore = await command('restore', file, restoreEnv);
    expect(restore).toEqual({
      code: 0,
      output: `Restored ${file} into the photo storage: 4 photo files (the database is pg_dump's).`,
    });
    expect(await target.s3.keys()).toEqual(keys);
    for (const key of keys)
      expect((await target.s3.bytesOf(key)).equals(await source.s3.bytesOf(key))).toBe(true);

    // A second restore finds the bucket full and changes nothing.
    const again = await command('restore', file, restoreEnv);
    expect(again).toEqual({
      code: 1,
      output: 'The photo storage already holds photos: a restore fills an empty one.',
    });
    expect(await target.s3.keys()).toEqual(keys);

    // The restored database and bucket serve: the same session, the same photos byte for byte.
    server = await startServerProcess(target.database.url, restoreEnv);
    const reader = createHttpAgent(server.url);
    for (const [name, value] of agent.cookies) reader.cookies.set(name, value);
    for (const [index, photo] of photos.entries())
      expect((await bytesOf(reader, photo)).equals(originals[index] as Buffer)).toBe(true);
  }, 180_000);
});
