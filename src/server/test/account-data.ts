import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Agent } from './agent';

/** POST /api/account/delete with whatever body the test gives. */
export function deleteAccount(agent: Agent, body: { password?: string; code?: string }) {
  return agent.api.account.delete.$post({ json: body });
}

/** GET /api/account/data, parsed. */
export async function downloadData(agent: Agent) {
  const response = await agent.api.account.data.$get({ query: {} });
  if (response.status !== 200) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  return { response, text: await response.text() };
}

async function tables(db: Db): Promise<string[]> {
  const result = await db.execute<{
    name: string;
  }>(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  return result.rows.map((row) => row.name);
}

/**
 * Every row of every table, read as text (each column, arrays and JSON included), that contains any of the
 * needles: how a test proves a deleted person left nothing behind, whatever tables exist by then.
 */
export async function rowsMentioning(db: Db, needles: readonly string[]) {
  const found: string[] = [];
  for (const table of await tables(db)) {
    for (const needle of needles) {
      const result = await db.execute<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(table)} t where strpos(lower(t::text), lower(${needle})) > 0`,
      );
      found.push(...result.rows.map((row) => `${table}: ${row.row}`));
    }
  }
  return found;
}

/**
 * A digest of each table's rows, to compare before and after a refused call: any write shows. Tables that a
 * refused call writes by design are left out (attempt counters, rate limits, sessions being read).
 */
export async function fingerprint(db: Db) {
  const skip = new Set(['attempt_counters', 'rate_limit', 'session']);
  const digests: Record<string, string> = {};
  for (const table of await tables(db)) {
    if (skip.has(table)) continue;
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t`,
    );
    digests[table] = result.rows[0]?.digest ?? 'empty';
  }
  return digests;
}
