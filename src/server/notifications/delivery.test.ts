import { eq, isNull, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOptOuts, mailOutbox, profiles } from '../db/schema';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { parseCalendar } from '../test/ical';
import { bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestApp, type TestApp } from '../test/test-app';
import { createDelivery } from './delivery';
import { mailInvites } from './invites';
import { recordUpdate } from './record';
import { readUnsubscribeToken } from './unsubscribe-token';

const log = createLogger('silent');

describe('mail delivery from the outbox', () => {
  let t: TestApp;
  let people: { userId: string }[];
  let groupId: string;
  /** The test clock, moving on with real time so back-offs come due. */
  let clock: () => Date;

  beforeAll(async () => {
    t = await createTestApp();
    const ada = await signUp(t, 'Ada Admin');
    const others = [await signUp(t, 'Mo Member'), await signUp(t, 'Nia Noor'), await signUp(t, 'Oz Ortiz')];
    groupId = await createGroup(ada.agent, 'Mail Club');
    for (const person of others) await joinGroup(ada.agent, person.agent, groupId);
    people = [ada, ...others];
    const start = Date.now();
    clock = () => new Date(t.clock().getTime() + (Date.now() - start));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
    await t.db.delete(mailOptOuts);
  });

  /** `rounds` expense shares for everyone but the first person: one mail each. */
  async function queueShares(rounds: number) {
    for (let i = 0; i < rounds; i++) {
      await recordUpdate(t.db, {
        kind: 'expense_share',
        recipients: sql`select user_id, ${1000 + i}::int as amount_cents from group_members where group_id = ${groupId}`,
        groupId,
        actorId: people[0]?.userId ?? null,
        data: { description: 'Court', gameTitle: 'Sunday Pickleball' },
        now: t.clock(),
      });
    }
    return (await t.db.select().from(mailOutbox)).length;
  }

  const unsent = async () => (await t.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length;

  async function drainUntilEmpty(drain: () => Promise<unknown>, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while ((await unsent()) > 0) {
      if (Date.now() > deadline) throw new Error(`${await unsent()} mails still unsent`);
      await drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends every mail exactly once while the SMTP server refuses for a while, then accepts', async () => {
    let refusals = 7;
    const inbox = await startSmtpInbox({ refuse: () => (refusals-- > 0 ? 451 : undefined) });
    try {
      const queued = await queueShares(4);
      expect(queued).toBe(12);
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      const delivery = createDelivery(
        { db: t.db, mailer, config: t.config, log, clock },
        { batchSize: 3, backoffMs: () => 30 },
      );
      await drainUntilEmpty(delivery.drain);
      const ids = await Promise.all(inbox.mails.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      const rows = await t.db.select().from(mailOutbox);
      expect(rows.every((row) => row.sentAt && row.lastError === null)).toBe(true);
      expect(rows.reduce((n, row) => n + row.attempts, 0)).toBe(12 + 7);
    } finally {
      await inbox.stop();
    }
  });

  it('writes a text and an HTML part in the reader’s zone, links the screen, and offers a one-click unsubscribe', async () => {
    const inbox = await startSmtpInbox();
    try {
      const mo = people[1]?.userId ?? '';
      await t.db.update(profiles).set({ timeZone: 'America/New_York' }).where(eq(profiles.id, mo));
      await recordUpdate(t.db, {
        kind: 'game_booked',
        recipients: sql`select ${mo}::uuid as user_id`,
        groupId,
        actorId: people[0]?.userId ?? null,
        data: { gameTitle: 'Sunday Pickleball', gameDate: '2026-11-29T15:00:00Z', placeName: 'Court One' },
        now: t.clock(),
      });
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      await createDelivery({ db: t.db, mailer, config: t.config, log, clock }).drain();
      const [received] = inbox.mails;
      const mail = await simpleParser(received?.raw ?? '');
      expect(mail.subject).toBe('Booked: Sunday Pickleball, Sun, Nov 29, 2026');
      expect(mail.text).toContain('Hi Mo Member,');
      // 15:00 UTC is 10:00 in New York.
      expect(mail.text).toContain(
        'Sunday Pickleball is booked for Sun, Nov 29, 2026 at 10:00 AM at Court One.',
      );
      expect(mail.text).toContain('http://localhost:3000/games');
      expect(mail.html).toContain('Open in Turnout');
      const headers = (received?.raw ?? '').split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, '') ?? '';
      const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1];
      expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = new URL(header('List-Unsubscribe')?.replace(/[<>]/g, '') ?? '');
      expect(unsubscribe.pathname).toBe('/api/unsubscribe');
      const token = unsubscribe.searchParams.get('token') ?? '';
      expect(readUnsubscribeToken(t.config.authSecret, token)).toEqual({ userId: mo, kind: 'booked' });
      const [row] = await t.db.select().from(mailOutbox);
      expect(mail.messageId).toBe(`<${row?.id}@localhost>`);
    } finally {
      await inbox.stop();
    }
  });

  it('two drainers on one outbox send each mail once', async () => {
    const inbox = await startSmtpInbox();
    try {
      const queued = await queueShares(10);
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      const one = createDelivery({ db: t.db, mailer, config: t.config, log, clock }, { batchSize: 4 });
      const two = createDelivery({ db: t.db, mailer, config: t.config, log, clock }, { batchSize: 4 });
      await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
      await drainUntilEmpty(one.drain);
      const ids = await Promise.all(inbox.mails.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(ids).toHaveLength(queued);
      expect(new Set(ids).size).toBe(queued);
    } finally {
      await inbox.stop();
    }
  });

  it('drops a mail turned off after it was queued, and stops trying one the server refuses for good', async () => {
    const inbox = await startSmtpInbox({ refuse: () => 550 });
    try {
      await queueShares(1);
      const [mo, nia] = [people[1]?.userId ?? '', people[2]?.userId ?? ''];
      await t.db.insert(mailOptOuts).values({ userId: mo, kind: 'share' });
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      const delivery = createDelivery(
        { db: t.db, mailer, config: t.config, log, clock },
        { backoffMs: () => 0 },
      );
      await delivery.drain();
      await delivery.drain();
      const rows = await t.db.select().from(mailOutbox);
      const of = (userId: string) => rows.find((row) => row.userId === userId);
      expect(of(mo)).toMatchObject({ lastError: 'turned off before sending', attempts: 1 });
      expect(of(mo)?.sentAt).not.toBeNull();
      // Refused for good: tried once, never again, kept unsent with the reason.
      expect(of(nia)).toMatchObject({ sentAt: null, attempts: 1 });
      expect(of(nia)?.lastError).toContain('550');
      expect(inbox.mails).toHaveLength(0);
    } finally {
      await inbox.stop();
    }
  });
});

describe('calendar invites in mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends attendees the booked game as an invite of its length, and a cancelling one with a higher SEQUENCE when it is called off', async () => {
    const ada = await signUp(t, 'Ada Admin');
    const mo = await signUp(t, 'Mo Member');
    const groupId = await createGroup(ada.agent, 'Invite Club');
    await joinGroup(ada.agent, mo.agent, groupId);
    const placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
    const gameId = await bookedGame(
      ada.agent,
      { groupId, placeId, title: 'Invite Game', durationMinutes: 180 },
      [ada, mo],
    );
    const inbox = await startSmtpInbox();
    try {
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      const delivery = createDelivery({
        db: t.db,
        mailer,
        config: t.config,
        log,
        clock: t.clock,
        invites: mailInvites(t.db, t.config),
      });
      await delivery.drain();
      const invite = async (index: number) => {
        const mail = await simpleParser(inbox.mailsTo(mo.email)[index]?.raw ?? '');
        const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
        return { mail, calendar: parseCalendar(part?.content.toString('utf8') ?? '') };
      };
      const booked = await invite(0);
      expect(booked.mail.subject).toBe('Booked: Invite Game, Sat, Nov 28, 2026');
      expect(booked.calendar.method).toBe('REQUEST');
      // A three-hour game spans three hours in the invite, and in the one that cancels it.
      const span = { start: new Date('2026-11-28T15:00:00.000Z'), end: new Date('2026-11-28T18:00:00.000Z') };
      expect(booked.calendar.events[0]).toMatchObject({
        uid: `game-${gameId}@turnout`,
        status: 'CONFIRMED',
        ...span,
      });
      const sequence = booked.calendar.events[0]?.sequence ?? 0;

      expect((await ada.agent.api.groups[':groupId'].$delete({ param: { groupId } })).status).toBe(200);
      await delivery.drain();
      const cancelled = await invite(1);
      expect(cancelled.mail.subject).toBe('Cancelled: Invite Game');
      expect(cancelled.calendar.method).toBe('CANCEL');
      expect(cancelled.calendar.events[0]).toMatchObject({
        uid: `game-${gameId}@turnout`,
        status: 'CANCELLED',
      });
      expect(cancelled.calendar.events[0]?.sequence).toBeGreaterThan(sequence);
      expect(cancelled.calendar.events[0]).toMatchObject(span);
    } finally {
      await inbox.stop();
    }
  });
});
