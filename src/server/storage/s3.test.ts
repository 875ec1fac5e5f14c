import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/server';
import type { S3Settings } from '../config';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { startServerProcess } from '../test/server-process';
import { s3Storage } from './s3';

const data = (text: string) => new TextEncoder().encode(text);

/** The settings as environment variables, as an operator would set them. */
const s3Env = (settings: S3Settings) => ({
  S3_BUCKET: settings.bucket,
  S3_ENDPOINT: settings.endpoint ?? '',
  S3_REGION: settings.region,
  S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
  S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
  S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
});

describe('S3 storage', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.stop());

  it('stores each object with its content type and streams it back whole', async () => {
    const storage = s3Storage(server.settings);
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await storage.create('typed/big_1.webp', big, 'image/webp');
    const object = await server.client.send(
      new GetObjectCommand({ Bucket: server.settings.bucket, Key: 'typed/big_1.webp' }),
    );
    expect(object.ContentType).toBe('image/webp');
    await object.Body?.transformToByteArray();
    const file = await storage.open('typed/big_1.webp');
    expect(file?.size).toBe(big.length);
    expect(Buffer.from(await new Response(file?.body).arrayBuffer()).equals(big)).toBe(true);
  });

  it('lists and removes past 1,000 files: ListObjectsV2 page by page, DeleteObjects 1,000 keys at a time', async () => {
    const storage = s3Storage(server.settings);
    const keys = Array.from({ length: 1001 }, (_, i) => `many/file_${i}.jpg`);
    const limit = pLimit(16);
    await Promise.all(keys.map((key) => limit(() => storage.create(key, data('x'), 'image/jpeg'))));

    const requestsSince = async (count: number) => (await server.requests()).slice(count);
    let seen = (await server.requests()).length;
    expect((await storage.list('many')).map((file) => file.key).sort()).toEqual([...keys].sort());
    expect((await requestsSince(seen)).filter((line) => line.includes('list-type=2'))).toHaveLength(2);

    seen = (await server.requests()).length;
    await storage.remove(keys);
    const deletes = (await requestsSince(seen)).filter((line) => /^POST .*\?delete/.test(line));
    expect(deletes).toHaveLength(2);
    expect(await storage.list('many')).toEqual([]);

    seen = (await server.requests()).length;
    await storage.remove([]);
    expect(await requestsSince(seen)).toEqual([]);
  });

  describe('the check before serving', () => {
    const others: TestS3Server[] = [];
    afterEach(async () => {
      await Promise.all(others.splice(0).map((other) => other.stop()));
    });

    it('passes on a usable bucket and leaves nothing in it', async () => {
      const before = await server.keys();
      await s3Storage(server.settings).check();
      expect(await server.keys()).toEqual(before);
    });

    it('refuses a server that overwrites a key despite If-None-Match', async () => {
      const bare = await startS3Server({ conditionalWrites: false });
      others.push(bare);
      await expect(s3Storage(bare.settings).check()).rejects.toThrow(
        `S3 bucket turnout-photos at ${bare.settings.endpoint} ignores If-None-Match on PutObject (conditional writes), so two uploads could overwrite each other`,
      );
      expect(await bare.keys()).toEqual([]);
    });

    it('names the problem: a missing bucket, an unknown key, nothing listening', async () => {
      const { settings } = server;
      await expect(s3Storage({ ...settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
        `S3 bucket no-such-bucket at ${settings.endpoint} does not exist (S3_BUCKET, S3_ENDPOINT, S3_REGION)`,
      );
      const stranger = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'whatever' };
      await expect(s3Storage({ ...settings, credentials: stranger }).check()).rejects.toThrow(
        /refused access: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      );
      const nowhere = `http://127.0.0.1:${await freePort()}`;
      await expect(s3Storage({ ...settings, endpoint: nowhere }).check()).rejects.toThrow(
        `S3 bucket turnout-photos at ${nowhere} cannot be reached`,
      );
    });
  });

  describe('a server process with S3_BUCKET', () => {
    const dirs: string[] = [];
    const dataDir = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'turnout-s3-main-'));
      dirs.push(dir);
      return dir;
    };
    afterAll(async () => {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('puts the demo photo in the bucket and no image in the data folder', async () => {
      const fresh = await startS3Server();
      const DATA_DIR = await dataDir();
      // The embedded database (no DATABASE_URL) loads the demo on a fresh data folder.
      const turnout = await startServerProcess('', { DATA_DIR, ...s3Env(fresh.settings) }).catch(
        async (error: unknown) => {
          await fresh.stop();
          throw error;
        },
      );
      try {
        await turnout.printed(/Demo sign-in: /);
        expect(await turnout.stop()).toBe(0);
        const keys = await fresh.keys();
        expect(keys).toHaveLength(2);
        expect(keys[0]).toMatch(/^game-photos\/[0-9a-f-]{36}_\d{13}\.(jpg|webp)$/);
        expect(keys[1]).toMatch(/^game-photos\/thumbnails\/[0-9a-f-]{36}_\d{13}\.webp$/);
        expect(existsSync(path.join(DATA_DIR, 'uploads'))).toBe(false);
        const files = readdirSync(DATA_DIR, { recursive: true, encoding: 'utf8' });
        expect(files.filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file))).toEqual([]);
      } finally {
        await turnout.stop();
        await fresh.stop();
      }
    }, 60_000);

    it('stops at start with a line naming the problem when the bucket cannot be used', async () => {
      const DATA_DIR = await dataDir();
      const env = { DATA_DIR, ...s3Env(server.settings), S3_BUCKET: 'no-such-bucket' };
      // Should it start after all, it is stopped.
      const outcome = await startServerProcess('', env).then(
        async (started) => `started, then exited with ${await started.stop()}`,
        (error: Error) => error.message,
      );
      // On Node.js 20, and only there, the AWS SDK first warns that its releases from 2027 need Node.js 22.
      const withoutSdkNotice = outcome.replace(
        /\(node:\d+\) Warning: NodeVersionSupportWarning.*?--trace-warnings[^\n]*\n/s,
        '',
      );
      expect(withoutSdkNotice).toBe(
        `server exited with 1:\nS3 bucket no-such-bucket at ${server.settings.endpoint} does not exist ` +
          '(S3_BUCKET, S3_ENDPOINT, S3_REGION)\n',
      );
    }, 60_000);
  });
});
