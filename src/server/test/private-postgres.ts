import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../test-support/server';

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs (Debian keeps each version in a folder of its own), if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(`${bin}/pg_ctl`));
}

/**
 * Whether a private PostgreSQL server can be made here: the server's programs are installed (as with
 * `apt-get install postgresql`). Without them the tests that stop and start one are skipped, said loudly;
 * under CI, where they must be, they fail.
 */
export function privatePostgresAvailable(): boolean {
  if (postgresBin()) return true;
  if (process.env.CI) throw new Error('PostgreSQL server programs (pg_ctl) are not installed');
  console.warn(
    'skipped: restarting a private PostgreSQL server needs its programs (apt-get install postgresql)',
  );
  return false;
}

/**
 * A PostgreSQL server of the test's own, in a new folder on a free port: a cluster the test may stop and
 * start without touching anyone else's databases. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user the package made.
 */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs (pg_ctl) are not installed');
  const root = mkdtempSync(path.join(tmpdir(), 'turnout-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(group.trim()));
  }
  const program = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${name}`, ...args])
      : run(`${bin}/${name}`, args);
  const data = path.join(root, 'data');
  const port = await freePort();
  await program('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    program('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  /** `fast`: as a service manager stops it, every session told and ended; `immediate`: as a crash would. */
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    program('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop('immediate').catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
