import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-main-'));

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        if (pattern.test(output)) {
          clearInterval(timer);
          resolve(output);
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`exited early:\n${output}`));
        }
      }, 50);
    });
  return { child, exited, printed, output: () => output };
}

const stop = async (child: ChildProcess, exited: Promise<number | null>) => {
  child.kill('SIGTERM');
  return exited;
};

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the sign-up code and demo sign-in, locks its data folder, and shuts down cleanly', async () => {
    const first = startProcess({ SIGNUP_CODE: 'PROC42' });
    const banner = await first.printed(/Demo sign-in: /);
    expect(banner).toContain('Sign-up code: PROC42');
    expect(banner).toMatch(/Demo sign-in: alex@demo\.turnout\.test \/ turnout-demo/);

    const second = startProcess({});
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(/^The database in .* is in use by another Turnout process\./);

    expect(await stop(first.child, first.exited)).toBe(0);

    // The lock is released and the data kept: a restart loads no second demo.
    const restart = startProcess({ SIGNUP_CODE: 'PROC42' });
    const again = await restart.printed(/Sign-up code: PROC42/);
    expect(again).not.toContain('Demo sign-in');
    expect(await stop(restart.child, restart.exited)).toBe(0);
  }, 90_000);

  it('stops at once with one line naming a bad setting', async () => {
    const bad = startProcess({ PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim().split('\n')).toEqual([expect.stringMatching(/^Invalid setting PORT: /)]);
  }, 30_000);
});
