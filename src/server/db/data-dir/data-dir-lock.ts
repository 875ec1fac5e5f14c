import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** Who holds a lock: a process id and that process's start time, so a reused pid is not mistaken for it. */
export interface LockOwner {
  pid: number;
  /** Clock ticks since boot (/proc/<pid>/stat, field 22); null where /proc is not available. */
  startedAt: number | null;
  /**
   * The lock folder's own identity ("device:inode") when it was taken. A copy of the data folder (a backup
   * taken while the server ran) carries the owner file but is a new folder: its lock names a live process
   * and is still stale. Absent in locks taken by earlier releases.
   */
  folder?: string;
}

export class LockHeldError extends Error {}

/** A lock folder without an owner file yet is being taken right now, unless it is older than this. */
const UNCLAIMED_GRACE_MS = 5_000;

/** The start time of a live process, or undefined if no such process runs. */
function startTimeOf(pid: number): number | null | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19]);
  } catch {
    try {
      process.kill(pid, 0);
      return null; // alive, on a system without /proc
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? null : undefined;
    }
  }
}

/** A folder's identity: its device and inode, which a copy never shares and a rename keeps. */
function identityOf(dir: string): string | undefined {
  try {
    const { dev, ino } = statSync(dir, { bigint: true });
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, startedAt: startTimeOf(process.pid) ?? null };
}

/** Whether the recorded owner is still the very process that took the lock. */
export function ownerIsAlive(owner: LockOwner): boolean {
  const startedAt = startTimeOf(owner.pid);
  if (startedAt === undefined) return false;
  return owner.startedAt === null || startedAt === null || startedAt === owner.startedAt;
}

function readOwner(lockDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(`${lockDir}/owner.json`, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Whether the owner file names a live process that took this very folder (not one it was copied from). */
function holds(lockDir: string, owner: LockOwner): boolean {
  if (owner.folder !== undefined && owner.folder !== identityOf(lockDir)) return false;
  return ownerIsAlive(owner);
}

function isStale(lockDir: string, owner: LockOwner | null): boolean {
  if (owner) return !holds(lockDir, owner);
  try {
    return Date.now() - statSync(lockDir).mtimeMs > UNCLAIMED_GRACE_MS;
  } catch {
    return false; // gone already: the next attempt takes it
  }
}

/**
 * Takes `lockDir` (made with mkdir, which only one process can do) and records this process as its owner,
 * with the folder's identity. A lock whose owner has exited — after a crash or `kill -9` — is stale at once,
 * judged by pid and start time rather than by age, so a restart does not wait; so is a lock in a copy of the
 * folder, whose identity is not the one recorded. A stale lock is moved aside under a unique name (only
 * one process can move it) before a new one is made; if what was moved turns out to be a fresh lock taken in
 * the meantime, it is put back.
 */
export function acquireDirLock(lockDir: string, owner: LockOwner = currentOwner()): () => void {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      mkdirSync(lockDir);
      writeFileSync(`${lockDir}/owner.json`, JSON.stringify({ ...owner, folder: identityOf(lockDir) }));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const seen = readOwner(lockDir);
    if (!isStale(lockDir, seen)) throw new LockHeldError(`${lockDir} is held by process ${seen?.pid}`);
    const aside = `${lockDir}.stale-${randomBytes(6).toString('hex')}`;
    try {
      renameSync(lockDir, aside);
    } catch {
      continue; // another process moved it first
    }
    const moved = readOwner(aside);
    if (moved && seen && moved.pid !== seen.pid && holds(aside, moved)) {
      renameSync(aside, lockDir);
      throw new LockHeldError(`${lockDir} is held by process ${moved.pid}`);
    }
    rmSync(aside, { recursive: true, force: true });
  }
  throw new LockHeldError(`${lockDir} could not be taken`);
}
