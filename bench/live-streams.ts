// 1,000 open live streams on one server process: the process's extra memory, and how long one RSVP takes to
// reach every stream. The built server runs as its own process (embedded database), a fresh one per run; this
// script is the 1,000 browser tabs: 20 members of one group with 50 tabs each.
// Budget: < 200 MB for the streams, < 500 ms until the last stream has the event.
// Run after `npm run build`: npx tsx bench/live-streams.ts
import { Agent, fetch as undiciFetch } from 'undici';
import { signUpOverHttp } from './support/people';
import { conclude, header, repeat } from './support/report';
import { residentMb, scratchDir, startServer } from './support/server';

const MEMBERS = 20;
const TABS_EACH = 50;
const dispatcher = new Agent({ connections: 4096, pipelining: 1, bodyTimeout: 0 });

/** Opens one stream; resolves when it is ready, and `arrived` resolves when the first change comes. */
async function openStream(base: string, cookie: string) {
  const response = await undiciFetch(`${base}/api/live`, { headers: { cookie }, dispatcher });
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

/** One run on a fresh server: its memory before and at its peak with the streams open, and the RSVP's fan-out. */
async function once() {
  const { dir, remove } = scratchDir('live');
  const server = await startServer(dir, {}, { probe: false });
  try {
    const people: Awaited<ReturnType<typeof signUpOverHttp>>[] = [];
    for (let i = 0; i < MEMBERS; i++) people.push(await signUpOverHttp(server.url, `Bench ${i}`));
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
    const pid = server.child.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = residentMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 50);
    const streams = [];
    for (const person of people) {
      const opened = await Promise.all(
        Array.from({ length: TABS_EACH }, () => openStream(server.url, person.jar.cookie)),
      );
      streams.push(...opened);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = performance.now();
    await host.call('PUT', `/api/games/${gameId}/rsvp`, { optionId: options[0]?.id, response: 'yes' });
    const arrivals = (await Promise.all(streams.map((s) => s.change))).map((at) => at - started);
    clearInterval(sampler);
    await Promise.all(streams.map((s) => s.close()));
    const sorted = arrivals.sort((a, b) => a - b);
    return {
      before,
      peak,
      extra: peak - before,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      last: sorted.at(-1) ?? Number.POSITIVE_INFINITY,
    };
  } finally {
    await server.stop();
    remove();
  }
}

header('Live streams: 1,000 open GET /api/live streams on one server process', 'none (streams push changes)');
try {
  await repeat(
    `${MEMBERS * TABS_EACH} streams (${MEMBERS} members × ${TABS_EACH} tabs), one RSVP, a fresh server per run`,
    {
      before: { label: 'RSS before', unit: 'MB', digits: 0 },
      peak: { label: 'peak', unit: 'MB', digits: 0 },
      extra: { label: 'streams add', unit: 'MB', digits: 0, budget: ['<', 200] },
      median: { label: 'RSVP to median stream', digits: 0 },
      last: { label: 'to last stream', digits: 0, budget: ['<', 500] },
    },
    once,
  );
} finally {
  await dispatcher.close();
}
conclude();
