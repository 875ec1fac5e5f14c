import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'turnout-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses defaults and keeps a generated gate code and secret in DATA_DIR across starts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.signupCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.signupCode).toBe(first.signupCode);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dir, 'signup-code'), 'utf8').trim()).toBe(first.signupCode);
  });

  it('reads the photo limits: 15 MB and no count limit unless set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).photos).toEqual({
      maxBytes: 15 * 1024 * 1024,
      maxPerGame: null,
    });
    const set = loadConfig({ DATA_DIR: tempDir(), PHOTO_MAX_BYTES: '5000000', PHOTO_MAX_PER_GAME: '20' });
    expect(set.photos).toEqual({ maxBytes: 5_000_000, maxPerGame: 20 });
  });

  it('has no metrics unless METRICS_TOKEN is set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'scrape-me-0123456789';
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('upper-cases a configured gate code', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SIGNUP_CODE: 'abc123' }).signupCode).toBe('ABC123');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT: /],
    [{ SIGNUP_CODE: 'SHORT' }, /^Invalid setting SIGNUP_CODE: must be exactly 6 characters$/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid setting PUBLIC_URL: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL: must be a postgres:\/\/ URL$/],
    [
      { DATABASE_URL: 'postgres://localhost/turnout' },
      /^Invalid setting AUTH_SECRET: is required when DATABASE_URL/,
    ],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^Invalid setting GOOGLE_CLIENT_SECRET: /],
    [{ SMTP_URL: 'http://mail' }, /^Invalid setting SMTP_URL: /],
    [{ PHOTO_MAX_BYTES: '15MB' }, /^Invalid setting PHOTO_MAX_BYTES: /],
    [{ PHOTO_MAX_PER_GAME: '-1' }, /^Invalid setting PHOTO_MAX_PER_GAME: /],
    [{ METRICS_TOKEN: 'too-short' }, /^Invalid setting METRICS_TOKEN: must be at least 16 characters$/],
    [
      { METRICS_TOKEN: 'a token with spaces in it' },
      /^Invalid setting METRICS_TOKEN: must be printable ASCII/,
    ],
    [{ WEB_CONCURRENCY: '2' }, /^Invalid setting WEB_CONCURRENCY: must be 1 with the embedded database/],
    [{ WEB_CONCURRENCY: '0' }, /^Invalid setting WEB_CONCURRENCY: /],
    [{ S3_BUCKET: 'Photos_Bucket' }, /^Invalid setting S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, /^Invalid setting S3_ENDPOINT: must be an http/],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key-only' },
      /^Invalid setting S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/,
    ],
    [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret-only' }, /^Invalid setting S3_ACCESS_KEY_ID: /],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^Invalid setting S3_BUCKET: is required when S3_ENDPOINT is set/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /^Invalid setting S3_FORCE_PATH_STYLE: /],
  ])('stops with one line naming the bad setting: %o', (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it('requires SIGNUP_CODE with a database server', () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://localhost/t', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(env)).toThrow(
      'Invalid setting SIGNUP_CODE: is required when DATABASE_URL is set',
    );
  });

  it('runs one process on the embedded database and, by default, one per core on a database server', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).processes).toBe(1);
    const server = {
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://localhost/t',
      AUTH_SECRET: 'x'.repeat(32),
      SIGNUP_CODE: 'ABC123',
    };
    expect(loadConfig(server).processes).toBe(availableParallelism());
    expect(loadConfig({ ...server, WEB_CONCURRENCY: '3' }).processes).toBe(3);
  });

  it('keeps photos on the local disk unless S3_BUCKET is set, then reads the bucket settings', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'turnout-photos' }).s3).toEqual({
      bucket: 'turnout-photos',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'turnout-photos', AWS_REGION: 'eu-west-3' }).s3?.region,
    ).toBe('eu-west-3');
    const minio = {
      DATA_DIR: tempDir(),
      S3_BUCKET: 'turnout-photos',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'local',
      AWS_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'turnout',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'turnout-photos',
      endpoint: 'http://minio.internal:9000',
      region: 'local',
      forcePathStyle: true,
      credentials: { accessKeyId: 'turnout', secretAccessKey: 'a-long-secret' },
    });
  });
});
