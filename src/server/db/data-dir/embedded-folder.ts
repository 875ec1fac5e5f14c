// The embedded database's folder (DATA_DIR/pgdata): made once by a child process, held by one process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { acquireDirLock, LockHeldError } from './data-dir-lock';

export class DatabaseLockedError extends Error {}

const initScript = fileURLToPath(new URL('./init-data-dir.mjs', import.meta.url));

/**
 * How this process compiles the database's WebAssembly (scripts/serve.sh chooses), for a child that opens it
 * too: its memory counts against the same limit while it runs.
 */
const compilerFlags = process.execArgv.filter((flag) => flag === '--liftoff-only');

/** A new data folder is made by a child process (see init-data-dir.mjs), so its memory goes when it exits. */
export async function initDataDir(dir: string): Promise<void> {
  const child = spawn(process.execPath, [...compilerFlags, initScript, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Could not create the database in ${dir}: ${stderr.trim()}`);
}

/** Locks the PGlite data directory: a second process on it would corrupt the database. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    const release = acquireDirLock(`${dir}.lock`);
    return async () => release();
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new DatabaseLockedError(
        `The database in ${dir} is in use by another Turnout process. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
}
