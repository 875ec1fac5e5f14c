// `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/backup.sh runs this, built beside the
// server). Each prints one line: what it wrote, or why it did nothing.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Config, ConfigError, configFromEnv, loadConfig, parseEnv } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/data-dir/embedded-folder';
import { configuredStorage } from '../storage/configured';
import { BackupError, type Manifest } from './format';
import { verifyBackup } from './read';
import { restoreBackup } from './restore';
import { backupSocket, requestBackup } from './socket';
import { writeBackup } from './write';

const describe = (manifest: Manifest) => {
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  return manifest.database === 'embedded'
    ? `${rows} rows at schema ${manifest.schema}, ${manifest.photos} photo files`
    : `${manifest.photos} photo files (the database is pg_dump's)`;
};

/** Writes the backup beside `file` and moves it into place only once it reads back whole. */
async function backup(file: string, config: Config) {
  const partial = `${file}.partial`;
  try {
    await writeTo(partial, config);
    const manifest = await verifyBackup(partial);
    await rename(partial, file);
    return `Backup written to ${file}: ${describe(manifest)}.`;
  } finally {
    await rm(partial, { force: true });
  }
}

async function writeTo(partial: string, config: Config) {
  const storage = configuredStorage(config);
  if (config.databaseUrl)
    return writeBackup({ database: undefined, dataDir: config.dataDir, storage }, createWriteStream(partial));
  // While the server runs, it writes the backup (it holds the folder); otherwise the folder is opened here.
  const served = await requestBackup(backupSocket(config.dataDir));
  if (served) return pipeline(served, createWriteStream(partial));
  if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new BackupError(`There is no Turnout database in ${config.dataDir} (set DATA_DIR).`);
  const database = await openDatabase({ kind: 'embedded', dataDir: config.dataDir });
  try {
    await writeBackup({ database, dataDir: config.dataDir, storage }, createWriteStream(partial));
  } finally {
    await database.close();
  }
}

async function restore(file: string) {
  const env = parseEnv(process.env);
  // Stand-ins for the values an embedded install would otherwise generate into DATA_DIR: the restore brings
  // the kept ones, and the folder must stay untouched until the file is checked.
  const config = configFromEnv({
    ...env,
    SIGNUP_CODE: env.SIGNUP_CODE ?? 'RESTOR',
    AUTH_SECRET: env.AUTH_SECRET ?? 'restore-does-not-sign-anything-0000',
  });
  const manifest = await restoreBackup(file, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    storage: configuredStorage(config),
  });
  return `Restored ${file} into ${config.databaseUrl ? 'the photo storage' : config.dataDir}: ${describe(manifest)}.`;
}

async function main(command: string | undefined, file: string | undefined) {
  if ((command !== 'backup' && command !== 'restore') || !file)
    throw new BackupError('Usage: npm run backup -- <file>, or npm run restore -- <file>');
  const target = path.resolve(file);
  return command === 'backup' ? backup(target, loadConfig()) : restore(target);
}

main(process.argv[2], process.argv[3]).then(
  (line) => {
    console.log(line);
    process.exit(0);
  },
  (error: unknown) => {
    const known = [BackupError, ConfigError, DatabaseLockedError].some((type) => error instanceof type);
    console.error(known ? (error as Error).message : `Backup failed: ${String(error)}`);
    process.exit(1);
  },
);
