import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live';
import { createHttpAgent, signUpWith } from '../test/agent';
import { answer, createGame } from '../test/games';
import { withDatabase } from '../test/global-setup';
import { createGroup, joinGroup } from '../test/groups';
import { openStream } from '../test/live';
import { createPlace } from '../test/places';

// Two server processes on one PostgreSQL server: the local one unless TEST_DATABASE_URL names another.
// Without a server this file is skipped on a developer's machine and fails under CI.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CODE = 'LIVE42';

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const available = await reachable(serverUrl);
if (!available && process.env.CI) throw new Error(`PostgreSQL is not reachable at ${serverUrl}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts `src/server/main.ts` on a free port against `databaseUrl`; resolves once it listens. */
async function startProcess(databaseUrl: string) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SIGNUP_CODE: CODE,
      AUTH_SECRET: 'cross-process-secret-0123456789-abcdef',
      AUTH_RATE_LIMIT_MAX: '10000',
      GATE_RATE_LIMIT_MAX: '10000',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Turnout is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

describe.runIf(available)('live updates across two server processes on one PostgreSQL database', () => {
  const name = `turnout_live_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let one: Awaited<ReturnType<typeof startProcess>>;
  let two: Awaited<ReturnType<typeof startProcess>>;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    one = await startProcess(withDatabase(serverUrl, name)); // migrates first
    two = await startProcess(withDatabase(serverUrl, name));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('delivers an RSVP made through one process to a member’s stream on the other, never to a non-member', async () => {
    const host = await signUpWith(createHttpAgent(one.url), 'Hana Host', CODE);
    const member = await signUpWith(createHttpAgent(two.url), 'Mina Member', CODE);
    const stranger = await signUpWith(createHttpAgent(two.url), 'Sol Stranger', CODE);
    const groupId = await createGroup(host.agent);
    await joinGroup(host.agent, member.agent, groupId);
    const placeId = (await createPlace(host.agent, { name: 'Two Courts', address: '2 Process Rd', groupId }))
      .id;

    const memberStream = await openStream(member.agent);
    const strangerStream = await openStream(stranger.agent);
    const { gameId, optionId } = await createGame(host.agent, { groupId, placeId });
    const started = performance.now();
    await answer(host.agent, gameId, optionId, 'yes');
    const event = await memberStream.next(
      (e): e is LiveEvent => e !== 'resync' && e.kind === 'rsvp' && e.gameId === gameId,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(event).toEqual({ kind: 'rsvp', groupId, gameId, userId: host.userId });

    // The stranger's stream is open and working (their own group's notices arrive), yet carried nothing else.
    const own = await createGroup(stranger.agent);
    await strangerStream.next((e) => e !== 'resync' && e.groupId === own);
    expect(strangerStream.events.every((e) => e !== 'resync' && e.groupId === own)).toBe(true);
    await Promise.all([memberStream.close(), strangerStream.close()]);
  });
});
