import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { settleUp } from '../domain/debts';
import { listGroups } from '../features/groups/service';
import { groupBalancesAndTruth } from '../test/group-balances';
import { keptTrigramCounts, recountedTrigramCounts } from '../test/places';
import { openDatabase } from './client';

/** The last migration of the previous release: databases made by it must upgrade with their data intact. */
const PREVIOUS_RELEASE_LAST = '0007_photo_thumbnail_key_unique';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A copy of the migrations folder whose journal stops at the previous release. */
function previousRelease(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === PREVIOUS_RELEASE_LAST);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const ids = {
  ada: '00000000-0000-4000-8000-00000000000a',
  bo: '00000000-0000-4000-8000-00000000000b',
  cy: '00000000-0000-4000-8000-00000000000c',
  group: '00000000-0000-4000-8000-000000000001',
  place: '00000000-0000-4000-8000-000000000002',
  game: '00000000-0000-4000-8000-000000000003',
  option: '00000000-0000-4000-8000-000000000004',
  court: '00000000-0000-4000-8000-000000000005',
  food: '00000000-0000-4000-8000-000000000006',
};

/** A small history as the previous release stored it: people, a group, a completed game, two expenses. */
const fixture = `
  insert into "user" (id, name, email) values
    ('${ids.ada}', 'Ada', 'ada@example.test'), ('${ids.bo}', 'Bo', 'bo@example.test'),
    ('${ids.cy}', 'Cy', 'cy@example.test');
  insert into profiles (id, email, full_name, venmo_id) values
    ('${ids.ada}', 'ada@example.test', 'Ada Admin', 'ada-admin'), ('${ids.bo}', 'bo@example.test', 'Bo Member', null),
    ('${ids.cy}', 'cy@example.test', 'Cy Member', null);
  insert into groups (id, name, created_by) values ('${ids.group}', 'Upgraded Group', '${ids.ada}');
  insert into group_members (group_id, user_id, role) values
    ('${ids.group}', '${ids.ada}', 'admin'), ('${ids.group}', '${ids.bo}', 'member'),
    ('${ids.group}', '${ids.cy}', 'member');
  insert into places (id, name, address, cost_per_hour_cents, tags, created_by)
    values ('${ids.place}', 'Old Court', '1 Old St', 2400, '{Pickleball}', '${ids.ada}');
  insert into group_places (group_id, place_id, created_by) values ('${ids.group}', '${ids.place}', '${ids.ada}');
  insert into games (id, title, group_id, place_id, date, status, created_by)
    values ('${ids.game}', 'Old Game', '${ids.group}', '${ids.place}', '2026-10-01T17:00:00Z', 'completed', '${ids.ada}');
  insert into game_options (id, game_id, date, place_id) values ('${ids.option}', '${ids.game}', '2026-10-01T17:00:00Z', '${ids.place}');
  insert into rsvps (game_option_id, user_id, response) values
    ('${ids.option}', '${ids.ada}', 'yes'), ('${ids.option}', '${ids.bo}', 'yes'), ('${ids.option}', '${ids.cy}', 'yes');
  insert into attendees (game_id, user_id) values
    ('${ids.game}', '${ids.ada}'), ('${ids.game}', '${ids.bo}'), ('${ids.game}', '${ids.cy}');
  insert into expenses (id, game_id, amount_cents, description, paid_by, created_by, category) values
    ('${ids.court}', '${ids.game}', 10000, 'Court', '${ids.ada}', '${ids.ada}', 'court'),
    ('${ids.food}', '${ids.game}', 3000, 'Snacks', '${ids.bo}', '${ids.bo}', 'food');
  insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status, settled_at, settled_by, payment_method) values
    ('${ids.court}', '${ids.ada}', '${ids.ada}', 3334, 'settled', now(), '${ids.ada}', null),
    ('${ids.court}', '${ids.bo}', '${ids.ada}', 3333, 'pending', null, null, null),
    ('${ids.court}', '${ids.cy}', '${ids.ada}', 3333, 'verifying', null, null, 'cash'),
    ('${ids.food}', '${ids.ada}', '${ids.bo}', 1000, 'pending', null, null, null),
    ('${ids.food}', '${ids.bo}', '${ids.bo}', 1000, 'settled', now(), '${ids.bo}', null),
    ('${ids.food}', '${ids.cy}', '${ids.bo}', 1000, 'settled', now(), '${ids.bo}', 'venmo');
`;

describe('upgrading a database of the previous release', () => {
  const folder = previousRelease();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('applies every newer migration and keeps every row and value it had', async () => {
    const database = await openDatabase({ kind: 'embedded-memory' });
    if (!database.pglite) throw new Error('embedded database expected');
    const old = drizzle(database.pglite);
    await migrate(old, { migrationsFolder: folder });
    await database.pglite.exec(fixture);

    const tables = (
      await database.db.execute<{ name: string }>(sql`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
    ).rows.map((row) => row.name);
    const snapshot = async () => {
      const rows: Record<string, Record<string, unknown>[]> = {};
      for (const table of tables) {
        rows[table] = (await database.db.execute(sql.raw(`select * from "${table}" order by 1`))).rows;
      }
      return rows;
    };
    const before = await snapshot();

    await database.migrate();

    const after = await snapshot();
    for (const table of tables) {
      expect(after[table]?.length, table).toBe(before[table]?.length);
      // New columns may appear; every old column keeps its value.
      expect(after[table], table).toEqual(before[table]?.map((row, i) => ({ ...after[table]?.[i], ...row })));
    }
    // The upgraded data reads right through today's services.
    expect((await listGroups(database.db, ids.ada)).map((g) => [g.name, g.memberCount])).toEqual([
      ['Upgraded Group', 3],
    ]);
    const ada = await settleUp(database.db, ids.ada);
    expect(ada.totals).toEqual([{ currency: 'USD', owe: 0, owed: 3333 + 3333 - 1000 }]);
    // Each share carries its expense's time (My Expenses reads shares by it): filled in for the old ones.
    const copies = await database.db.execute<{
      shares: number;
      wrong: number;
    }>(sql`select count(*)::int as shares,
      count(*) filter (where s.expense_created_at <> e.created_at)::int as wrong
      from expense_shares s join expenses e on e.id = s.expense_id`);
    expect(copies.rows[0]?.shares).toBeGreaterThan(0);
    expect(copies.rows[0]?.wrong).toBe(0);
    // Each old expense had one payer who paid it all, split equally among the people with a share (issue 59).
    const splits = await database.db.execute<{
      id: string;
      mode: string;
      payers: unknown;
      people: number;
    }>(sql`
      select e.id, e.split_mode as mode,
        (select json_agg(json_build_array(p.user_id, p.amount_cents)) from expense_payers p where p.expense_id = e.id) as payers,
        (select count(*)::int from expense_split_entries se where se.expense_id = e.id and se.weight = 1) as people
      from expenses e order by e.id`);
    expect(splits.rows).toEqual([
      { id: ids.court, mode: 'equal', payers: [[ids.ada, 10000]], people: 3 },
      { id: ids.food, mode: 'equal', payers: [[ids.bo, 3000]], people: 3 },
    ]);
    // Each group's open debts and paid and owed totals are kept (decision 042): summed for the old expenses.
    const groupSums = await groupBalancesAndTruth(database.db);
    expect(groupSums.kept.pairs.length).toBeGreaterThan(0);
    expect(groupSums.kept).toEqual(groupSums.truth);
    // The old places' trigrams are counted (the similar-place search picks the rarest by these counts).
    const counts = await keptTrigramCounts(database.db);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(await recountedTrigramCounts(database.db));
    await database.close();
  }, 60_000);
});
