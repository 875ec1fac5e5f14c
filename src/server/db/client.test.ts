import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseLockedError } from './data-dir/embedded-folder';

describe('embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates, refuses a second opener of the same folder, and reopens after a clean close', async () => {
    const first = await openDatabase({ kind: 'embedded', dataDir: dir });
    await first.migrate();
    await expect(openDatabase({ kind: 'embedded', dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'embedded', dataDir: dir })).rejects.toThrow(
      /in use by another Turnout process/,
    );
    await first.db.execute(sql`insert into waitlist (email) values ('kept@example.test')`);
    await first.close();

    const second = await openDatabase({ kind: 'embedded', dataDir: dir });
    await second.migrate();
    const rows = await second.db.execute<{ email: string }>(sql`select email from waitlist`);
    expect(rows.rows.map((r) => r.email)).toEqual(['kept@example.test']);
    const trgm = await second.db.execute(sql`select similarity('pickleball', 'pickle ball') as s`);
    expect(Number((trgm.rows[0] as { s: number }).s)).toBeGreaterThan(0.3);
    await second.close();
  }, 60_000);

  it('creates a new folder in a child process and runs PostgreSQL with a small buffer cache', async () => {
    const fresh = path.join(dir, 'fresh');
    const database = await openDatabase({ kind: 'embedded', dataDir: fresh });
    expect(existsSync(path.join(fresh, 'pgdata', 'PG_VERSION'))).toBe(true);
    const buffers = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    await database.close();
  }, 60_000);

  it('says why when a new folder cannot be created', async () => {
    const blocked = path.join(dir, 'blocked');
    mkdirSync(path.join(blocked, 'pgdata'), { recursive: true });
    writeFileSync(path.join(blocked, 'pgdata', 'base'), 'a file where initdb makes a folder');
    await expect(openDatabase({ kind: 'embedded', dataDir: blocked })).rejects.toThrow(
      /Could not create the database in/,
    );
  }, 60_000);
});
