import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirLock, currentOwner, LockHeldError } from './data-dir-lock';

describe('data folder lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'turnout-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;
  const lockPath = () => path.join(root, `lock-${++n}`);

  it('is held by a live owner and free again once released', () => {
    const lock = lockPath();
    const release = acquireDirLock(lock);
    expect(() => acquireDirLock(lock)).toThrow(LockHeldError);
    release();
    expect(existsSync(lock)).toBe(false);
    acquireDirLock(lock)();
  });

  it('is stale at once when its owner was killed', async () => {
    const lock = lockPath();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await once(child, 'spawn');
    const { startedAt } = currentOwner();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: child.pid, startedAt }));
    child.kill('SIGKILL');
    await once(child, 'exit');
    const started = Date.now();
    const release = acquireDirLock(lock);
    expect(Date.now() - started).toBeLessThan(100);
    release();
  });

  it('is stale when its pid now belongs to another process (a different start time)', () => {
    const lock = lockPath();
    const me = currentOwner();
    mkdirSync(lock);
    writeFileSync(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: me.pid, startedAt: (me.startedAt ?? 0) - 1 }),
    );
    acquireDirLock(lock)();
  });

  it('is stale in a copy of the folder, though its owner lives, and still held in the original', () => {
    const lock = lockPath();
    const release = acquireDirLock(lock);
    const copy = `${lock}-copy`;
    cpSync(lock, copy, { recursive: true });
    const releaseCopy = acquireDirLock(copy);
    expect(() => acquireDirLock(lock)).toThrow(LockHeldError);
    releaseCopy();
    release();
  });

  it('is held by a live owner that an earlier release recorded without the folder', () => {
    const lock = lockPath();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'owner.json'), JSON.stringify(currentOwner()));
    expect(() => acquireDirLock(lock)).toThrow(LockHeldError);
  });

  it('waits for an owner file for a few seconds, then treats an unclaimed folder as stale', () => {
    const lock = lockPath();
    mkdirSync(lock);
    expect(() => acquireDirLock(lock)).toThrow(LockHeldError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    acquireDirLock(lock)();
  });
});
