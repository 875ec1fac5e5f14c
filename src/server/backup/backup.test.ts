import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE } from '../../../test-support/server';
import { openDatabase } from '../db/client';
import { type Agent, createHttpAgent, signUpWith } from '../test/agent';
import { answer, createGame } from '../test/games';
import { expectGroupBalancesMatchShares } from '../test/group-balances';
import { createGroup, joinGroup } from '../test/groups';
import { addPhoto } from '../test/photos';
import { createPlace } from '../test/places';
import { aWeekAhead, type ServerProcess, startServerProcess } from '../test/server-process';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'turnout-backup-'));
const source = path.join(root, 'source');
const file = path.join(root, 'turnout.tar.gz');

/** `npm run backup` / `restore` from the sources, with DATA_DIR; resolves with its exit code and output. */
async function command(name: 'backup' | 'restore', target: string, dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SIGNUP_CODE: '', AUTH_SECRET: '' };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/backup/cli.ts', name, target],
      { env },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe('backup and restore of the embedded database and photos', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess('', { DATA_DIR: source, AUTH_SECRET: '' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up under a mixed write load; the restored folder serves every write acknowledged before', async () => {
    const people: Agent[] = [];
    const ids: string[] = [];
    for (const name of ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fox']) {
      const person = await signUpWith(createHttpAgent(server.url), name, SIGNUP_CODE);
      people.push(person.agent);
      ids.push(person.userId);
    }
    // Two groups of three: the first of each adds expenses, the others answer and settle them.
    const crews = [0, 3].map((first) => ({ host: first, members: [first + 1, first + 2] }));
    const games = await Promise.all(
      crews.map(async ({ host, members }) => {
        const admin = people[host] as Agent;
        const groupId = await createGroup(admin);
        for (const member of members) await joinGroup(admin, people[member] as Agent, groupId);
        const place = await createPlace(admin, { name: 'Court', address: '1 Main St', groupId });
        // A booked game takes the expenses; an open poll takes the changing answers.
        const where = { groupId, placeId: place.id, date: aWeekAhead() };
        const booked = await createGame(admin, where);
        for (const person of [host, ...members])
          await answer(people[person] as Agent, booked.gameId, booked.optionId, 'yes');
        const param = { gameId: booked.gameId };
        const book = await admin.api.games[':gameId'].book.$post({
          param,
          json: { optionId: booked.optionId },
        });
        expect(book.status).toBe(200);
        expect((await admin.api.games[':gameId']['mark-booked'].$post({ param })).status).toBe(200);
        const poll = await createGame(admin, { ...where, title: 'Next week' });
        return { gameId: booked.gameId, poll };
      }),
    );
    const photos = [
      { ...(await addPhoto(people[0] as Agent, games[0]?.gameId ?? '')), by: people[0] as Agent },
    ];

    type Ack = { at: number; kind: 'expense' | 'settled' | 'rsvp' | 'photo'; id: string; detail?: string };
    const acks: Ack[] = [];
    let stop = false;
    const load = crews.map(async ({ host, members }, crew) => {
      const { gameId, poll } = games[crew] as (typeof games)[number];
      const payer = people[host] as Agent;
      for (let round = 0; !stop; round++) {
        const created = await payer.api.expenses.$post({ json: { gameId, amountCents: 900 } });
        if (created.status !== 201) throw new Error(`expense: ${created.status} ${await created.text()}`);
        const expenseId = (await created.json()).expense.id;
        acks.push({ at: Date.now(), kind: 'expense', id: expenseId });
        // Each member settles their 3.00 and changes their answer, in parallel.
        const steps = await Promise.all(
          members.map(async (member) => {
            const agent = people[member] as Agent;
            const marked = await agent.api['settle-up']['mark-paid'].$post({
              json: { otherUserId: ids[host] as string, amountCents: 300 },
            });
            const reply = round % 2 ? 'maybe' : 'yes';
            await answer(agent, poll.gameId, poll.optionId, reply);
            acks.push({
              at: Date.now(),
              kind: 'rsvp',
              id: ids[member] as string,
              detail: `${gameId} ${reply}`,
            });
            return marked.status;
          }),
        );
        if (steps.every((status) => status === 200))
          acks.push({ at: Date.now(), kind: 'settled', id: expenseId });
        if (round % 3 === 0) {
          const photo = await addPhoto(payer, gameId);
          photos.push({ ...photo, by: payer });
          acks.push({ at: Date.now(), kind: 'photo', id: photo.id });
        }
      }
    });
    const loaded = Promise.all(load).finally(() => {
      stop = true;
    });
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1500))]);
    const backupStarted = Date.now();
    const backup = await command('backup', file, source);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await loaded;
    expect(backup.output.trim()).toMatch(
      /^Backup written to .*turnout\.tar\.gz: \d+ rows at schema \S+, \d+ photo files\.$/,
    );
    expect(backup.code).toBe(0);
    const before = acks.filter((ack) => ack.at < backupStarted);
    expect(before.filter((ack) => ack.kind === 'settled').length).toBeGreaterThan(0);

    // The original photos' bytes, before the server stops.
    const originals = await Promise.all(
      photos.map(async (photo) => Buffer.from(await (await photo.by.fetch(photo.url)).arrayBuffer())),
    );
    await server.stop();

    const restored = path.join(root, 'restored');
    const restore = await command('restore', file, restored);
    expect(restore.output.trim()).toMatch(/^Restored .* into .*restored: \d+ rows/);
    expect(restore.code).toBe(0);

    const database = await openDatabase({ kind: 'embedded', dataDir: restored });
    try {
      const has = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows.length > 0;
      for (const ack of before) {
        if (ack.kind === 'expense')
          expect(await has(sql`select 1 from expenses where id = ${ack.id}`)).toBe(true);
        if (ack.kind === 'photo')
          expect(await has(sql`select 1 from game_photos where id = ${ack.id}`)).toBe(true);
        if (ack.kind === 'settled')
          expect(
            await has(sql`select 1 from expense_shares where expense_id = ${ack.id} and status = 'pending'
              and user_id <> paid_by`),
          ).toBe(false);
      }
      // Every expense's shares add up to its amount, and the kept balances to the shares.
      const unequal = await database.db.execute(sql`select e.id from expenses e
        where e.amount_cents <> (select coalesce(sum(s.amount_cents), 0) from expense_shares s where s.expense_id = e.id)`);
      expect(unequal.rows).toEqual([]);
      await expectGroupBalancesMatchShares(database.db);
    } finally {
      await database.close();
    }

    // The restored folder serves: the same sessions (the kept secret came back) and photos with the same bytes.
    const again = await startServerProcess('', { DATA_DIR: restored, AUTH_SECRET: '' });
    try {
      const kept = photos.filter((photo) => before.some((ack) => ack.id === photo.id) || photo === photos[0]);
      for (const photo of kept) {
        const reader = createHttpAgent(again.url);
        for (const [name, value] of photo.by.cookies) reader.cookies.set(name, value);
        const response = await reader.fetch(photo.url);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(originals[photos.indexOf(photo)]);
      }
    } finally {
      await again.stop();
    }
  }, 180_000);

  it('refuses a non-empty folder, a truncated file and another app’s file with one line, changing nothing', async () => {
    const whole = await readFile(file);
    const truncated = path.join(root, 'truncated.tar.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const foreign = path.join(root, 'other.tar.gz');
    await run('tar', ['czf', foreign, '-C', root, 'truncated.tar.gz']);
    const notTar = path.join(root, 'notes.txt');
    writeFileSync(notTar, 'hello\n');
    const occupied = path.join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, 'keep-me'), 'mine\n');

    const cases: [string, string, RegExp][] = [
      [file, occupied, /^.*occupied is not empty: a restore fills an empty data folder \(set DATA_DIR\)\.$/],
      [truncated, path.join(root, 'fresh-1'), /^.*truncated\.tar\.gz is damaged or incomplete \(.*\)\.$/],
      [foreign, path.join(root, 'fresh-2'), /^.*other\.tar\.gz is not a Turnout backup\.$/],
      [notTar, path.join(root, 'fresh-3'), /^.*notes\.txt is not a Turnout backup\.$/],
    ];
    for (const [input, target, line] of cases) {
      const before = readdirSync(root).sort();
      const occupiedBefore = listing(occupied);
      const result = await command('restore', input, target);
      expect(result.code).toBe(1);
      expect(result.output.trim().split('\n')).toHaveLength(1);
      expect(result.output.trim()).toMatch(line);
      expect(readdirSync(root).sort()).toEqual(before);
      expect(listing(occupied)).toEqual(occupiedBefore);
    }
  }, 60_000);
});
