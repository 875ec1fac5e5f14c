import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE as CODE } from '../../test-support/server';
import { type Agent, createHttpAgent, json, signUpWith } from './test/agent';
import { createGroup, generateInvite } from './test/groups';
import { openStream } from './test/live';
import {
  postgresAvailable,
  type ServerProcess,
  scratchDatabase,
  startServerProcess,
} from './test/server-process';

const available = await postgresAvailable();

/** The same person's cookies, sent to another process. */
function sameCookies(from: Agent, url: string) {
  const agent = createHttpAgent(url);
  for (const [name, value] of from.cookies) agent.cookies.set(name, value);
  return agent;
}

describe.runIf(available)('several server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('turnout_procs');
    // Sign-in attempts are limited to 4 a minute per address, in every process together.
    const limits = { AUTH_RATE_LIMIT_MAX: '4' };
    one = await startServerProcess(database.url, limits); // migrates first
    two = await startServerProcess(database.url, limits);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
  });

  it('take a session made on one on the other, and end it everywhere at sign-out', async () => {
    const ada = await signUpWith(createHttpAgent(one.url), 'Ada One', CODE);
    const elsewhere = sameCookies(ada.agent, two.url);
    const me = await elsewhere.api.me.$get();
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(ada.userId);
    expect((await elsewhere.fetch('/api/auth/sign-out', json({}))).status).toBe(200);
    expect((await sameCookies(ada.agent, one.url).api.me.$get()).status).toBe(401);
  });

  it('share the join-code lockout: five wrong codes on one, then the right code on the other gets 429', async () => {
    const host = await signUpWith(createHttpAgent(one.url), 'Hana Host', CODE);
    const guesser = await signUpWith(createHttpAgent(one.url), 'Gus Guesser', CODE);
    const groupId = await createGroup(host.agent);
    const invite = await generateInvite(host.agent, groupId);
    const wrong = invite.code === '1000' ? '1001' : '1000';
    for (let i = 0; i < 5; i++) {
      const status = (
        await guesser.agent.api.groups[':groupId'].join.$post({ param: { groupId }, json: { code: wrong } })
      ).status;
      expect(status).toBe(400);
    }
    const onTwo = sameCookies(guesser.agent, two.url);
    const right = await onTwo.api.groups[':groupId'].join.$post({
      param: { groupId },
      json: { code: invite.code },
    });
    expect(right.status).toBe(429);
  });

  it('share the sign-in rate limit: attempts spread over both processes are counted together', async () => {
    const person = await signUpWith(createHttpAgent(one.url), 'Rita Rate', CODE);
    const attempt = (url: string) =>
      createHttpAgent(url).fetch(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: 'wrong-password-1' }),
      );
    const statuses = [];
    for (const url of [one.url, two.url, one.url, two.url, one.url, two.url])
      statuses.push((await attempt(url)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});

describe.runIf(available)('WEB_CONCURRENCY=2', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('turnout_cluster');
    server = await startServerProcess(database.url, { WEB_CONCURRENCY: '2' });
    await server.printed(/(Turnout is running at[^\n]*\n[\s\S]*){2}/);
  }, 120_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop();
    await database?.drop();
  });

  it('starts two server processes behind one port that report the database, and drains both on SIGTERM', async () => {
    const pids = new Set([...server.output().matchAll(/process (\d+)\)/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);
    expect(server.output()).toContain('Turnout runs 2 server processes');
    const status = await fetch(`${server.url}/api/status`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ database: 'postgres', healthy: true });

    // Every request of a signed-in person is answered, whichever process takes it.
    const ada = await signUpWith(createHttpAgent(server.url), 'Ada Cluster', CODE);
    const reads = await Promise.all(Array.from({ length: 20 }, () => ada.agent.api.me.$get()));
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));

    // A request under way when SIGTERM comes is finished; open live streams are ended; then every process exits.
    const stream = await openStream(ada.agent);
    let sendRest: (chunk: string) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        sendRest = (chunk) => {
          controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        };
      },
    });
    const slow = ada.agent.fetch('/api/groups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop();
    await stream.ended;
    await new Promise((resolve) => setTimeout(resolve, 300));
    sendRest('"Drained Group"}');
    expect((await slow).status).toBe(201);
    expect(await exited).toBe(0);
  }, 60_000);
});
