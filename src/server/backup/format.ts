// What a backup file holds (docs/decisions/056-backups.md): a gzipped tar whose first entry names the app and
// format, whose last entry lists a SHA-256 of every other (and any photo that could not be copied), with the database, kept secrets and photos between.

export const APP = 'turnout';
/** Raised when the layout changes; a restore refuses a format it does not know. */
export const FORMAT = 1;

export const MANIFEST = 'turnout-backup.json';
export const CONTENTS = 'contents.json';
/** The embedded database as PGlite dumps it (`dumpDataDir`) and loads it back (`loadDataDir`). */
export const DATABASE = 'database/pgdata.tar';
/** Files of DATA_DIR that an embedded install generates once and keeps (db/data-dir/kept-secrets.ts). */
export const KEPT_FILES = ['signup-code', 'auth-secret'];
export const keptEntry = (file: string) => `data/${file}`;
export const photoEntry = (key: string) => `photos/${key}`;

export interface Manifest {
  app: typeof APP;
  format: number;
  createdAt: string;
  /** The release that wrote it and the newest migration of its database (null without one). */
  version: string;
  schema: string | null;
  /** `embedded`: the database is inside; `postgres`: only the photos, the database is pg_dump's. */
  database: 'embedded' | 'postgres';
  /** Rows per table at the snapshot; a restore counts them again. */
  rows: Record<string, number>;
  /** Photo files named by the snapshot (embedded) or listed in the storage; contents.json names any missing. */
  photos: number;
}

/** The last entry: each other entry's SHA-256, and the photo files the storage no longer had when copied. */
export interface Contents {
  sha256: Record<string, string>;
  missingPhotos: string[];
}

/** Why a backup or restore stopped, as the one line the command prints. */
export class BackupError extends Error {}
