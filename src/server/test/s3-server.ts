import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { s3Client } from '../storage/s3';

export interface TestS3Server {
  /** What S3_* settings to give Turnout for this server's bucket. */
  settings: S3Settings;
  /** An SDK client of the bucket, to look at what the app stored. */
  client: S3Client;
  /** Every request the server has received so far, as `METHOD /bucket/key?query`. */
  requests(): Promise<string[]>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes. */
  bytesOf(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver, see ./s3-server-process.ts) on a free port with one bucket, its
 * objects in a temporary folder that `stop()` removes. `conditionalWrites: false` runs s3rver bare, which
 * overwrites a key despite `If-None-Match: *`.
 */
export async function startS3Server({ conditionalWrites = true } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'turnout-s3-'));
  const bucket = 'turnout-photos';
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'src/server/test/s3-server-process.ts'],
    {
      env: {
        ...process.env,
        S3_DIRECTORY: directory,
        S3_BUCKET: bucket,
        CONDITIONAL_WRITES: String(conditionalWrites),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /^listening (\d+)$/m.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}:\n${errors}`)));
  });

  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    // The key pair s3rver knows.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = await s3Client(settings);
  let syncs = 0;

  return {
    settings,
    client,
    async requests() {
      // The server prints a request's line before it answers: once a request of ours is printed, every
      // one answered before it is too.
      const marker = `/log-sync-${++syncs}`;
      await (await fetch(`${settings.endpoint}${marker}`, { method: 'HEAD' })).arrayBuffer();
      while (!output.includes(`HEAD ${marker}\n`)) await new Promise((resolve) => setTimeout(resolve, 5));
      return output.split('\n').filter((line) => /^[A-Z]+ \/(?!log-sync-)/.test(line));
    },
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async bytesOf(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
