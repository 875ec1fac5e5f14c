/**
 * Where uploaded files live, by key (e.g. `game-photos/{gameId}_{timestamp}.jpg`). Local disk is the default
 * (local-disk.ts); an S3-compatible bucket implements the same four calls (s3.ts: `PutObject` with
 * `If-None-Match: *`, `GetObject`, `DeleteObjects`, `ListObjectsV2`), so nothing else changes when photos
 * move off the app's machine.
 */
export interface FileStorage {
  /** Stores a complete file under a new key, all or nothing. Never replaces: a taken key throws KeyTakenError. */
  create(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream with their size, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes files; keys that are already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The complete files directly in a folder (e.g. `game-photos`), with when each was written. */
  list(folder: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

/** The storage the server runs with (see configured.ts). */
export interface CheckedStorage extends FileStorage {
  /** Before serving: fails with a one-line ConfigError when the storage cannot be used. */
  check(): Promise<void>;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export class KeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`storage key already taken: ${key}`);
  }
}

/** Keys are built by the server from ids and numbers only; anything else (a `..`, a user's file name) is a bug. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
