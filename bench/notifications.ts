// Notifications on the embedded database, with 20 attendees per game (each booking from the same organizer
// of a different game; no cache is involved: the services are called directly).
// 1. Book Now of a poll with 20 yes answers (p50 of 40 per run), and the part of it that writes the 20 feed
//    entries and 20 outbox rows (the one statement this issue added), measured on its own.
// 2. From the booking's commit to each of its 20 mails reaching a real SMTP server, with the worker as
//    `npm start` runs it (polling every second).
// Budgets: booking ≤ 5 ms slower than without notifications; every mail at the SMTP server within 5 s.
// Run: npx tsx bench/notifications.ts
import { sql } from 'drizzle-orm';
import { authorizeGame } from '../src/server/access/game';
import { analyzeChangedTables } from '../src/server/db/engine/auto-analyze';
import { bookGame } from '../src/server/features/games/lifecycle';
import { createGame } from '../src/server/features/games/service';
import { createLogger } from '../src/server/log';
import { createMailer } from '../src/server/mail/mailer';
import { createDelivery } from '../src/server/notifications/delivery';
import { attends, gamePeople, recordUpdate } from '../src/server/notifications/record';
import { startSmtpInbox } from '../src/server/test/smtp-inbox';
import { openBenchDatabase } from './support/people';
import { conclude, header, median, repeat } from './support/report';
import { scratchDir } from './support/server';

const ATTENDEES = 20;
const BOOKINGS = 40;
header(
  `Notifications: Book Now with ${ATTENDEES} attendees, and its mails`,
  'none: services called directly',
);
const { dir, remove } = scratchDir('notify');
const { config, database, db } = await openBenchDatabase(dir);

await db.execute(sql`insert into "user" (name, email, email_verified)
  select 'Player ' || i, 'player' || i || '@example.test', true from generate_series(0, ${ATTENDEES}) i`);
await db.execute(sql`insert into profiles (id, email, full_name) select id, email, name from "user"`);
await db.execute(sql`insert into groups (name) values ('Bench Club')`);
await db.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
  select g.id, u.id, case when u.email = 'player0@example.test' then 'admin' else 'member' end, now() - interval '1 day'
  from groups g, "user" u`);
await db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
await db.execute(
  sql`insert into group_places (group_id, place_id) select g.id, p.id from groups g, places p`,
);
// Planner statistics, as a database that has run for a while has them.
await db.execute(sql`analyze`);
const ids = (
  await db.execute<{ id: string; email: string }>(sql`select id, email from "user" order by email`)
).rows;
const organizer = ids.find((row) => row.email === 'player0@example.test')?.id ?? '';
const groupId = (await db.execute<{ id: string }>(sql`select id from groups`)).rows[0]?.id ?? '';
const placeId = (await db.execute<{ id: string }>(sql`select id from places`)).rows[0]?.id ?? '';

/** A poll that 20 people (not the organizer) said yes to. */
async function pollWithAnswers(i: number) {
  const date = new Date(Date.now() + (2 + i) * 24 * 3600 * 1000).toISOString();
  const game = await createGame(
    db,
    organizer,
    { groupId, placeId, title: `Game ${i}`, date, minPeopleRequired: 2 },
    new Date(),
  );
  const option = (
    await db.execute<{ id: string }>(sql`select id from game_options where game_id = ${game.id}`)
  ).rows[0];
  await db.execute(sql`insert into rsvps (game_option_id, user_id, response)
    select ${option?.id}, id, 'yes' from "user" where id <> ${organizer}`);
  return { gameId: game.id, optionId: option?.id ?? '' };
}

// 1. Booking, and the notification statement alone (on games whose attendees are already set).
let made = 0;
await repeat(
  `Book Now of a poll with ${ATTENDEES} yes answers, ${BOOKINGS} bookings per run (p50 of each)`,
  {
    booking: { label: 'Book Now p50' },
    notifying: { label: 'entries + outbox alone p50' },
    empty: { label: 'an empty transaction p50' },
    added: { label: 'what booking gains p50', budget: ['≤', 5] },
  },
  async () => {
    const booking: number[] = [];
    const notifying: number[] = [];
    const emptyTransaction: number[] = [];
    // Statistics as the server keeps them on the embedded database (src/server/db/engine/auto-analyze.ts, every
    // minute): this run's 40 polls and bookings add 1,600 rows or more to tables that began empty.
    await analyzeChangedTables(db);
    for (let i = 0; i < BOOKINGS; i++) {
      const { gameId, optionId } = await pollWithAnswers(made++);
      const access = await authorizeGame(db, organizer, gameId);
      const t0 = performance.now();
      await bookGame(db, access, optionId, new Date());
      booking.push(performance.now() - t0);
      const t1 = performance.now();
      await db.transaction((tx) =>
        recordUpdate(tx, {
          kind: 'game_booked',
          recipients: gamePeople(gameId),
          groupId,
          gameId,
          actorId: organizer,
          mailIf: attends(gameId),
          now: new Date(),
        }),
      );
      notifying.push(performance.now() - t1);
      // Booking already runs in a transaction: its own BEGIN/COMMIT is not part of what notifications add.
      const t2 = performance.now();
      await db.transaction(async () => {});
      emptyTransaction.push(performance.now() - t2);
    }
    const notify = median(notifying);
    const empty = median(emptyTransaction);
    return { booking: median(booking), notifying: notify, empty, added: notify - empty };
  },
);

// 2. Commit → SMTP server, with the worker as npm start runs it.
await db.execute(sql`delete from mail_outbox`);
let arrivals: number[] = [];
let committedAt = 0;
const inbox = await startSmtpInbox({
  refuse: () => {
    arrivals.push(performance.now() - committedAt);
    return undefined;
  },
});
const log = createLogger('silent');
const delivery = createDelivery({
  db,
  mailer: createMailer({ ...config, smtpUrl: inbox.url }, log),
  config,
  log,
});
delivery.start();
await new Promise((resolve) => setTimeout(resolve, 1500));
await repeat(
  `one booking's commit → its ${ATTENDEES} mails at a real SMTP server (the worker polls every second)`,
  {
    mails: { label: 'mails arrived', unit: '', digits: 0 },
    p50: { label: 'p50', digits: 0 },
    last: { label: 'last', digits: 0, budget: ['≤', 5000] },
  },
  async () => {
    arrivals = [];
    const { gameId, optionId } = await pollWithAnswers(made++);
    const access = await authorizeGame(db, organizer, gameId);
    await bookGame(db, access, optionId, new Date());
    committedAt = performance.now();
    const deadline = Date.now() + 30_000;
    while (arrivals.length < ATTENDEES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const last = arrivals.length === ATTENDEES ? Math.max(...arrivals) : Number.POSITIVE_INFINITY;
    return { mails: arrivals.length, p50: median(arrivals), last };
  },
);

await delivery.stop();
await inbox.stop();
await database.close();
remove();
conclude();
