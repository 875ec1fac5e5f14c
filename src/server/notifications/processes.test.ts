import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scratchDatabase } from '../../../test-support/postgres';
import { type Database, openDatabase } from '../db/client';
import { mailOutbox, profiles, user } from '../db/schema';
import { startSmtpInbox } from '../test/smtp-inbox';
import { recordUpdate } from './record';

const MAILS = 30;
const serverUrl = process.env.TEST_DATABASE_URL;

/** Where the processes meet: a new database on the PostgreSQL server, or a PGlite data folder on disk. */
async function sharedDatabase() {
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'turnout_outbox', {
      template: inject('templateDatabase'),
    });
    return {
      env: { DATABASE_URL: scratch.url } as Record<string, string>,
      open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
      remove: scratch.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-outbox-'));
  return {
    env: { DATA_DIR: dataDir } as Record<string, string>,
    open: async () => {
      const database = await openDatabase({ kind: 'embedded', dataDir });
      await database.migrate();
      return database;
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function startDrainer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/drainer.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`drainer exited with ${code}`)));
  });
}

describe('delivery across processes', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let database: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    shared = await sharedDatabase();
    database = await shared.open();
    const [person] = await database.db
      .insert(user)
      .values({ name: 'Kim Kill', email: 'kim@example.test', emailVerified: true })
      .returning();
    await database.db
      .insert(profiles)
      .values({ id: person?.id ?? '', email: 'kim@example.test', fullName: 'Kim Kill' });
    for (let i = 0; i < MAILS; i++) {
      await recordUpdate(database.db, {
        kind: 'expense_share',
        recipients: sql`select ${person?.id}::uuid as user_id, ${100 + i}::int as amount_cents`,
        groupId: null,
        actorId: null,
        data: { gameTitle: `Game ${i}` },
        now: new Date(),
      });
    }
    // The PGlite folder has one owner at a time: the drainers take it over.
    if (!serverUrl) await database.close();
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    if (serverUrl) await database.close();
    await shared.remove();
  });

  it('a SIGKILL in the middle of a batch loses no mail and repeats none; a second process finishes it', async () => {
    let received = 0;
    let killed = false;
    const inbox = await startSmtpInbox({
      refuse: async () => {
        received += 1;
        // The fifth mail is on the wire when its sender dies: never acknowledged, so not delivered.
        if (received === 5 && !killed) {
          killed = true;
          const first = children[0];
          first?.kill('SIGKILL');
          if (first && first.exitCode === null && first.signalCode === null) await once(first, 'exit');
          return 451;
        }
        return undefined;
      },
    });
    try {
      const env = { ...shared.env, SMTP_URL: inbox.url };
      children.push(await startDrainer(env));
      // With a server, a second process drains alongside from the start.
      if (serverUrl) children.push(await startDrainer(env));
      const deadline = Date.now() + 60_000;
      while (!killed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(killed).toBe(true);
      // The killed process's claims free when its lease ends; a restarted process takes them.
      children.push(await startDrainer(env));
      while (inbox.mails.length < MAILS && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const ids = await Promise.all(inbox.mails.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(ids).toHaveLength(MAILS);
      expect(new Set(ids).size).toBe(MAILS);
      // Nothing more arrives afterwards.
      await new Promise((r) => setTimeout(r, 2000));
      expect(inbox.mails).toHaveLength(MAILS);
    } finally {
      await inbox.stop();
    }
    for (const child of children) child.kill('SIGKILL');
    if (!serverUrl) {
      await Promise.all(
        children.map((c) => (c.exitCode === null && c.signalCode === null ? once(c, 'exit') : null)),
      );
      database = await shared.open();
    }
    expect(await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toHaveLength(0);
    if (!serverUrl) await database.close();
  }, 90_000);
});
