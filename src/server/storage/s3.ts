import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError, type S3Settings } from '../config';
import { assertSafeKey, type CheckedStorage, type FileStorage, KeyTakenError } from './file-storage';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** The HTTP status of an S3 error answer. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/**
 * The AWS SDK, loaded on first use: it adds much memory to a process, which the local-disk default does
 * without.
 * The built server keeps this import dynamic (packages stay external to the bundle).
 */
type Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/**
 * A client for the configured bucket. Without S3_ACCESS_KEY_ID the SDK finds credentials itself
 * (AWS_* variables, shared files, the instance's or task's role).
 */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A server that stops answering fails the request instead of holding it (and an upload) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Files as objects in one bucket, under the same keys as on disk. A key is claimed with a conditional
 * PutObject (`If-None-Match: *`), so two processes — on any machines — never overwrite each other's photo;
 * `check()` refuses a bucket it cannot use, and a server that ignores that condition.
 */
export function s3Storage(settings: S3Settings): CheckedStorage {
  let connecting: Promise<{ client: S3Client; commands: Sdk }> | undefined;
  const connect = () => {
    connecting ??= Promise.all([s3Client(settings), loadSdk()]).then(([client, commands]) => ({
      client,
      commands,
    }));
    return connecting;
  };
  const Bucket = settings.bucket;
  const where = `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  const storage: FileStorage = {
    async create(key, data, contentType) {
      assertSafeKey(key);
      const { client, commands } = await connect();
      try {
        await client.send(
          new commands.PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        // 412: the key exists. 409: another write of the key was under way; that one may win, so this
        // key is given up like a taken one.
        const status = statusOf(error);
        if (status === 412 || status === 409) throw new KeyTakenError(key);
        throw error;
      }
    },

    async open(key) {
      assertSafeKey(key);
      const { client, commands } = await connect();
      try {
        const object = await client.send(new commands.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body || object.ContentLength === undefined) throw new Error(`no body for ${key}`);
        return { body: object.Body.transformToWebStream(), size: object.ContentLength };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async remove(keys) {
      for (const key of keys) assertSafeKey(key);
      if (keys.length === 0) return;
      const { client, commands } = await connect();
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new commands.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // A key that is already gone is not an error to S3; anything listed here is (access denied, …).
        const failed = result.Errors?.[0];
        if (failed) {
          throw new Error(`${where}: could not delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`);
        }
      }
    },

    async list(folder) {
      const { client, commands } = await connect();
      const Prefix = `${folder}/`;
      const files: { key: string; modifiedAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new commands.ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          // A "folder" placeholder some consoles create is not a file.
          if (!object.Key || object.Key.endsWith('/') || !object.LastModified) continue;
          files.push({ key: object.Key, modifiedAt: object.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
  };

  return {
    ...storage,
    async check() {
      const { client, commands } = await connect();
      try {
        await client.send(new commands.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new ConfigError(bucketProblem(where, error));
      }
      // Writes a key twice with the condition: the second write must be refused, and then nothing is left.
      const probe = `turnout-checks/${randomUUID()}.txt`;
      let overwrote = false;
      try {
        await storage.create(probe, new TextEncoder().encode('first'), 'text/plain');
        await storage.create(probe, new TextEncoder().encode('second'), 'text/plain');
        overwrote = true;
      } catch (error) {
        if (!(error instanceof KeyTakenError)) throw new ConfigError(`${where} cannot be written: ${error}`);
      } finally {
        await storage.remove([probe]);
      }
      if (overwrote) {
        throw new ConfigError(
          `${where} ignores If-None-Match on PutObject (conditional writes), so two uploads could overwrite each other; use a server that supports it, such as Amazon S3 or MinIO`,
        );
      }
    },
  };
}

function bucketProblem(where: string, error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return `${where} does not exist (S3_BUCKET, S3_ENDPOINT, S3_REGION)`;
  if (status === 403 || status === 401) {
    return `${where} refused access: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the credentials the AWS SDK found`;
  }
  if (status === 301 || status === 400) return `${where} answered ${status}: check S3_REGION and S3_ENDPOINT`;
  return `${where} cannot be reached: ${error instanceof Error ? error.message || error.name : String(error)}`;
}
