// 1,000 open live streams on one server process: the process's extra memory, and how long one RSVP takes to
// reach every stream. The server runs as its own process (`src/server/main.ts`, embedded database); this
// script is the 1,000 browser tabs: 20 members of one group with 50 tabs each.
// Budget: < 200 MB for the streams, < 500 ms until the last stream has the event.
// Run: npx tsx bench/live-streams.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';

const MEMBERS = 20;
const TABS_EACH = 50;
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://localhost:${PORT}`;
const CODE = 'BENCH1';
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-live-'));
const dispatcher = new Agent({ connections: 4096, pipelining: 1, bodyTimeout: 0 });

const server = spawn('sh', ['scripts/serve.sh'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SIGNUP_CODE: CODE,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_MAX: '100000',
    GATE_RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/status`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** A signed-in person: their cookie and a JSON caller. */
async function signUp(index: number) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: BASE, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) cookie = [cookie, ...set].filter(Boolean).join('; ');
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await call('POST', '/api/gate', { code: CODE });
  const email = `bench${index}@example.test`;
  await call('POST', '/api/auth/sign-up/email', { name: `Bench ${index}`, email, password: 'bench-pass-1' });
  return { call, cookie: () => cookie };
}

/** Opens one stream; resolves when it is ready, and `arrived` resolves when the first change comes. */
async function openStream(cookie: string) {
  const response = await undiciFetch(`${BASE}/api/live`, { headers: { cookie }, dispatcher });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ready: () => void = () => {};
  let arrived: (at: number) => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const change = new Promise<number>((resolve) => {
    arrived = resolve;
  });
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      if (text.includes('event: ready')) ready();
      if (text.includes('event: change')) arrived(performance.now());
    }
  })().catch(() => {});
  await isReady;
  return { change, close: () => reader.cancel().catch(() => {}) };
}

try {
  await waitForServer();
  const people = [];
  for (let i = 0; i < MEMBERS; i++) people.push(await signUp(i));
  const [host] = people;
  if (!host) throw new Error('no host');
  const { id: groupId } = (await host.call('POST', '/api/groups', { name: 'Bench live group' })) as {
    id: string;
  };
  const { invite } = (await host.call('POST', `/api/groups/${groupId}/invite`, {})) as {
    invite: { code: string };
  };
  for (const person of people.slice(1)) {
    await person.call('POST', `/api/groups/${groupId}/join`, { code: invite.code });
  }
  const { place } = (await host.call('POST', '/api/places', {
    name: 'Bench Court',
    address: '1 Bench St',
    groupId,
  })) as { place: { id: string } };
  const { id: gameId } = (await host.call('POST', '/api/games', {
    groupId,
    placeId: place.id,
    title: 'Bench game',
    date: new Date(Date.now() + 86_400_000).toISOString(),
    minPeopleRequired: 2,
  })) as { id: string };
  const { options } = (await host.call('GET', `/api/games/${gameId}`)) as { options: { id: string }[] };

  // Settled start-up memory, then the highest the process reaches with the streams open and the event sent.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const streams = [];
  for (const person of people) {
    const opened = await Promise.all(Array.from({ length: TABS_EACH }, () => openStream(person.cookie())));
    streams.push(...opened);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const started = performance.now();
  await host.call('PUT', `/api/games/${gameId}/rsvp`, { optionId: options[0]?.id, response: 'yes' });
  const arrivals = (await Promise.all(streams.map((s) => s.change)))
    .map((at) => at - started)
    .sort((a, b) => a - b);
  const last = arrivals.at(-1) ?? Number.POSITIVE_INFINITY;
  const median = arrivals[Math.floor(arrivals.length / 2)] ?? 0;
  clearInterval(sampler);
  const extra = peak - before;
  console.log(
    `${streams.length} streams open: server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${extra.toFixed(0)} MB)`,
  );
  console.log(
    `one RSVP reached all ${arrivals.length} streams: median ${median.toFixed(0)} ms, last ${last.toFixed(0)} ms`,
  );
  console.log(extra < 200 && last < 500 ? 'within budget' : 'OVER BUDGET');
  await Promise.all(streams.map((s) => s.close()));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await dispatcher.close();
}
