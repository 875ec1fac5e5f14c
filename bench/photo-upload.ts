// Photo uploads against the real server (the built server in its own process, as `npm start` runs it, a fresh
// one per run): the time for one 12-megapixel phone JPEG (portrait, so it must be turned; GPS in its EXIF) to
// be stored with its thumbnail, and the server's resident memory, sampled every 10 ms, while 5 such uploads
// run at once. Budget: each upload < 1.5 s (5 at once: the slowest < 5 × 1.5 s); the whole server process
// stays under 300 MB, the embedded database (PGlite) inside it included. BENCH_DATABASE_URL=postgres://… (a
// scratch database is created and dropped) shows the app alone.
// Run after `npm run build`: npx tsx bench/photo-upload.ts
import { signUpOverHttp } from './support/people';
import { phoneJpeg, sendPhoto } from './support/photos';
import { conclude, header, repeat } from './support/report';
import { residentMb, scratchDir, scratchPostgres, startServer } from './support/server';

const onServer = Boolean(process.env.BENCH_DATABASE_URL);

async function upload(base: string, jar: { cookie: string }, gameId: string, photo: Uint8Array<ArrayBuffer>) {
  const answer = await sendPhoto(base, jar.cookie, gameId, photo);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
  return answer.ms;
}

/** A fresh server (and database) with two people in a group and a game to add photos to. */
async function freshServer() {
  const { dir, remove } = scratchDir('photos');
  const database = onServer ? await scratchPostgres('photos') : undefined;
  const server = await startServer(dir, database ? { DATABASE_URL: database.url } : {}, { probe: false });
  const stop = async () => {
    await server.stop();
    await database?.drop();
    remove();
  };
  try {
    const { call, jar } = await signUpOverHttp(server.url, 'Bench');
    const friend = await signUpOverHttp(server.url, 'Friend');
    const group = await call('POST', '/api/groups', { name: 'Bench group' });
    const { invite } = (await call('POST', `/api/groups/${group.id}/invite`, { maxUses: null })) as {
      invite: { code: string };
    };
    await friend.call('POST', `/api/groups/${group.id}/join`, { code: invite.code });
    const place = (
      await call('POST', '/api/places', { name: 'Court', address: '1 Main St', groupId: group.id, tags: [] })
    ).place as { id: string };
    const game = await call('POST', '/api/games', {
      groupId: group.id,
      placeId: place.id,
      title: 'Bench game',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      minPeopleRequired: 2,
    });
    return { base: server.url, pid: server.child.pid ?? 0, jar, gameId: String(game.id), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

header(`Photo uploads (${onServer ? 'PostgreSQL server: the app alone' : 'embedded database'})`, 'none');
const photo = await phoneJpeg();
console.log(
  `photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6 and GPS`,
);
await repeat(
  'a fresh server per run: a warm-up upload, 5 in a row, then 5 at once',
  {
    fresh: { label: 'RSS fresh', unit: 'MB', digits: 0 },
    median: { label: 'one upload: median of 5', digits: 0 },
    worst: { label: 'worst of 5', digits: 0, budget: ['<', 1500] },
    parallel: { label: '5 at once: slowest', digits: 0, budget: ['<', 7500] },
    peak: { label: 'RSS peak', unit: 'MB', digits: 0, budget: ['<', 300] },
  },
  async () => {
    const { base, pid, jar, gameId, stop } = await freshServer();
    try {
      const fresh = residentMb(pid);
      await upload(base, jar, gameId, photo); // warm-up: first use loads libvips's codecs
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await upload(base, jar, gameId, photo));
      times.sort((a, b) => a - b);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let peak = residentMb(pid);
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentMb(pid));
      }, 10);
      const parallel = await Promise.all(Array.from({ length: 5 }, () => upload(base, jar, gameId, photo)));
      clearInterval(sampler);
      return { fresh, median: times[2] ?? 0, worst: times[4] ?? 0, parallel: Math.max(...parallel), peak };
    } finally {
      await stop();
    }
  },
);

const { base, jar, gameId, stop } = await freshServer();
try {
  const started = performance.now();
  const oversize = await fetch(`${base}/api/games/${gameId}/photos`, {
    method: 'POST',
    headers: { origin: base, cookie: jar.cookie, 'content-type': 'image/jpeg' },
    body: new Uint8Array(20 * 1024 * 1024),
  }).then(
    (r) => r.status,
    (error: Error) => `connection closed (${error.message})`,
  );
  console.log(`\n20 MB upload: ${oversize} after ${(performance.now() - started).toFixed(0)} ms`);
} finally {
  await stop();
}
conclude();
