// Photo uploads against the real server (the built `dist/server/main.js` in its own process, as `npm start`
// runs it; build it first with `npm run build`):
// the time for one 12-megapixel phone JPEG (portrait, so it must be turned; GPS in its EXIF) to be stored with
// its thumbnail, and the server's resident memory, sampled every 10 ms, while 5 such uploads run at once.
// Budget: each upload < 1.5 s; the whole server process stays under 300 MB, the embedded database (PGlite)
// inside it included. BENCH_DATABASE_URL=postgres://… (a scratch database is created and dropped) shows the
// app alone.
// Run: npx tsx bench/photo-upload.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';

const PORT = 3931;
const base = `http://127.0.0.1:${PORT}`;
const SIGNUP_CODE = 'BENCH1';
const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-photos-'));
const scratch = `turnout_bench_photos_${process.pid}`;
const withDatabase = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function scratchDatabase(action: 'create' | 'drop') {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    action === 'create' ? `create database ${scratch}` : `drop database if exists ${scratch} with (force)`,
  );
  await admin.end();
}

function startServer(): ChildProcess {
  return spawn('sh', ['scripts/serve.sh'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SIGNUP_CODE,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...(serverUrl
        ? {
            DATABASE_URL: withDatabase(serverUrl, scratch),
            AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
          }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp() {
  const started = performance.now();
  while (
    !(await fetch(`${base}/api/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed-in person: their own cookies, and JSON calls to the API. */
async function signUp(name: string) {
  const jar = { cookie: '' };
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { origin: base, cookie: jar.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) jar.cookie = [jar.cookie, ...set].filter(Boolean).join('; ');
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await call('POST', '/api/gate', { code: SIGNUP_CODE });
  const email = `${name.toLowerCase()}@example.test`;
  await call('POST', '/api/auth/sign-up/email', { name, email, password: 'bench-password' });
  return { call, jar };
}

/** A 4000×3000 picture with fine detail (so it compresses like a photo, ≈4–5 MB), stored sideways as phones do. */
async function phoneJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (Math.random() * 40) | 0;
      pixels[i] = ((x / width) * 200 + grain) & 255;
      pixels[i + 1] = ((y / height) * 200 + grain) & 255;
      pixels[i + 2] = (((x + y) / (width + height)) * 255 + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Bench Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 2999/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function upload(
  jar: { cookie: string },
  gameId: string,
  photo: Uint8Array<ArrayBuffer>,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/games/${gameId}/photos`, {
    method: 'POST',
    headers: { origin: base, cookie: jar.cookie, 'content-type': 'image/jpeg' },
    body: photo,
  });
  await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return performance.now() - started;
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

await scratchDatabase('create');
const server = startServer();
try {
  await waitUntilUp();
  const { call, jar } = await signUp('Bench');
  const friend = await signUp('Friend');
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
  const gameId = String(game.id);
  const photo = new Uint8Array(await phoneJpeg());
  console.log(
    `photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6 and GPS`,
  );

  const pid = server.pid ?? 0;
  const fresh = residentMb(pid);
  await upload(jar, gameId, photo); // warm-up: first use loads libvips's codecs
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await upload(jar, gameId, photo));
  times.sort((a, b) => a - b);
  console.log(
    `one upload (stored + thumbnail), 5 in a row: best ${times[0]?.toFixed(0)} ms, median ${times[2]?.toFixed(0)} ms, worst ${times[4]?.toFixed(0)} ms`,
  );

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = residentMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 10);
  const started = performance.now();
  const parallel = await Promise.all(Array.from({ length: 5 }, () => upload(jar, gameId, photo)));
  const wall = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `5 parallel uploads: all done in ${wall.toFixed(0)} ms (slowest ${Math.max(...parallel).toFixed(0)} ms)`,
  );
  console.log(
    `server memory (RSS, ${serverUrl ? 'PostgreSQL server' : 'embedded database'}): ${fresh.toFixed(0)} MB before any upload, ` +
      `${idle.toFixed(0)} MB idle before the 5, peak ${peak.toFixed(0)} MB during them: ` +
      `${(peak - idle).toFixed(0)} MB above idle, ${(peak - fresh).toFixed(0)} MB above the fresh server`,
  );

  const oversizeStarted = performance.now();
  const oversize = await fetch(`${base}/api/games/${gameId}/photos`, {
    method: 'POST',
    headers: { origin: base, cookie: jar.cookie, 'content-type': 'image/jpeg' },
    body: new Uint8Array(20 * 1024 * 1024),
  }).then(
    (r) => r.status,
    (error: Error) => `connection closed (${error.message})`,
  );
  console.log(`20 MB upload: ${oversize} after ${(performance.now() - oversizeStarted).toFixed(0)} ms`);

  const fast = (times[4] ?? Infinity) < 1500 && Math.max(...parallel) < 1500 * 5;
  const lean = peak < 300;
  console.log(`time ${fast ? 'within' : 'OVER'} budget; server memory ${lean ? 'within' : 'OVER'} budget`);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await scratchDatabase('drop');
  rmSync(dataDir, { recursive: true, force: true });
}
