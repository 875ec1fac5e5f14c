// s3rver ships no types: the part of it the tests' S3 server (s3-server-process.ts) uses.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class S3rver {
    constructor(options: {
      directory?: string;
      silent?: boolean;
      allowMismatchedSignatures?: boolean;
      configureBuckets?: { name: string }[];
    });
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
}
