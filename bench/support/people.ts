// The benches' database and people: the database opened in the bench's own process to load bulk data (then
// closed, so the started server can open it), people signed up through better-auth there with their session
// cookies, and people signed up over HTTP against a started server.
import { createAuth } from '../../src/server/auth/auth';
import { GATE_COOKIE, mintGatePass } from '../../src/server/auth/gate-token';
import { configFromEnv, parseEnv } from '../../src/server/config';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { AUTH_SECRET, SIGNUP_CODE } from '../../test-support/server';

/** The database the started server will use (embedded in `dataDir`, or `databaseUrl`), migrated. */
export async function openBenchDatabase(dataDir: string, databaseUrl?: string, options?: DatabaseOptions) {
  const config = configFromEnv(
    parseEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SIGNUP_CODE,
      AUTH_SECRET,
      LOG_LEVEL: 'silent',
    }),
  );
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'embedded', dataDir },
    options,
  );
  await database.migrate();
  return { config, database, db: database.db, auth: createAuth(config, database.db) };
}

export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;
export interface Person {
  id: string;
  cookie: string;
}

/** Signs people up (`Name n`, `prefix` + n @example.test); each with the session cookie a browser keeps. */
export async function signUpPeople({ auth, config }: BenchDatabase, count: number, prefix = 'person') {
  const headers = new Headers({
    cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}`,
  });
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const response = await auth.api.signUpEmail({
      body: {
        name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${i}`,
        email: `${prefix}${String(i).padStart(3, '0')}@example.test`,
        password: 'bench-password',
      },
      headers,
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    people.push({ id: ((await response.json()) as { user: { id: string } }).user.id, cookie });
  }
  return people;
}

/** A person signed up over HTTP through the gate, with a JSON caller that keeps their cookies. */
export async function signUpOverHttp(base: string, name: string) {
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
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`;
  await call('POST', '/api/auth/sign-up/email', { name, email, password: 'bench-password' });
  return { call, jar };
}

/**
 * GETs `count` paths in a row over HTTP (keep-alive, gzip as a browser asks), the i-th as `people[i % n]`,
 * after `warmUp` unrecorded ones; the latency of each in ms.
 */
export async function timeGets(
  base: string,
  people: readonly Person[],
  path: (i: number) => string,
  count: number,
  warmUp = 20,
) {
  const times: number[] = [];
  for (let i = -warmUp; i < count; i++) {
    const person = people[((i % people.length) + people.length) % people.length];
    const t0 = performance.now();
    const response = await fetch(`${base}${path(i)}`, {
      headers: { cookie: person?.cookie ?? '', 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path(i)}: ${response.status}`);
    if (i >= 0) times.push(performance.now() - t0);
  }
  return times;
}
