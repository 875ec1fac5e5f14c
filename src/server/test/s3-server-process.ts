// An S3-compatible server for the tests (s3rver), run as a process of its own by startS3Server
// (./s3-server.ts) with `--openssl-legacy-provider`: s3rver's continuation tokens for listings longer than a
// page use DES. Its objects live in S3_DIRECTORY, in the one bucket S3_BUCKET. Prints `listening <port>`,
// then a line per request (`METHOD /bucket/key?query`); SIGTERM stops it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';

const { S3_DIRECTORY, S3_BUCKET, CONDITIONAL_WRITES } = process.env;
if (!S3_DIRECTORY || !S3_BUCKET) throw new Error('S3_DIRECTORY and S3_BUCKET are required');

const PRECONDITION_FAILED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>`;

const s3rver = new S3rver({
  directory: S3_DIRECTORY,
  silent: true,
  // s3rver signs a bucket-level request's path without the trailing slash the SDK sends
  // (`/bucket/?list-type=2`), so those signatures never match; an unknown access key id is still refused.
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: S3_BUCKET }],
});
await s3rver.configureBuckets();
const answer = s3rver.callback();

/**
 * s3rver predates S3's conditional writes (2024) and ignores `If-None-Match: *` on PutObject. Unless
 * CONDITIONAL_WRITES=false, this front answers such a write of an existing key as S3 does (412
 * PreconditionFailed), one conditional write of a key at a time, from the check until s3rver has answered.
 */
const writing = new Map<string, Promise<void>>();
async function conditionalWrite(
  request: IncomingMessage,
  response: ServerResponse,
  bucket: string,
  key: string,
) {
  const id = `${bucket}/${key}`;
  const before = writing.get(id) ?? Promise.resolve();
  let done = () => {};
  const answered = new Promise<void>((resolve) => {
    done = resolve;
  });
  const mine = before.then(() => answered);
  writing.set(id, mine);
  await before;
  response.once('close', () => {
    done();
    if (writing.get(id) === mine) writing.delete(id);
  });
  if (await s3rver.store.existsObject(bucket, key)) {
    request.resume();
    response.writeHead(412, { 'Content-Type': 'application/xml' }).end(PRECONDITION_FAILED);
    return;
  }
  answer(request, response);
}

const server = createServer((request, response) => {
  process.stdout.write(`${request.method} ${request.url}\n`);
  const url = new URL(request.url ?? '/', 'http://s3');
  const [, bucket = '', ...keyParts] = url.pathname.split('/');
  const key = decodeURIComponent(keyParts.join('/'));
  const conditional = request.method === 'PUT' && key && request.headers['if-none-match'] === '*';
  if (!conditional || CONDITIONAL_WRITES === 'false') return answer(request, response);
  conditionalWrite(request, response, bucket, key).catch((error: unknown) => {
    console.error(error);
    response.destroy();
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
