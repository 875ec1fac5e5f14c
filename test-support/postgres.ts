// Scratch databases on a PostgreSQL server, for what needs a real server: several processes on one database,
// the server-only code paths, the benches' runs on PostgreSQL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local server, as a fresh Debian machine with PostgreSQL installed has it. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Whether a connection to `url` can be made within 2 s. */
export async function reachable(url: string) {
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

/**
 * A new database on the server at `serverUrl`, named `prefix` and a random tail: empty, or a copy of `template`.
 * `drop` removes it, connections and all.
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  // One connection for the database's life: a test that makes one per app pays for it once.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin
    .query(`create database ${name}${template ? ` template ${template}` : ''}`)
    .catch(async (error) => {
      await admin.end();
      throw error;
    });
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
