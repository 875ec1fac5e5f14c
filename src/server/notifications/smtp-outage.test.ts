import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/server';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestApp, type TestApp } from '../test/test-app';
import { createDelivery } from './delivery';
import { recordUpdate } from './record';

const log = createLogger('silent');
const MINUTE = 60_000;

describe('mail while the way out fails', () => {
  let t: TestApp;
  let actor: string;
  let readers: string[];
  let moEmail: string;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const ada = await signUp(t, 'Ada Admin');
    const others = [await signUp(t, 'Mo Member'), await signUp(t, 'Nia Noor'), await signUp(t, 'Oz Ortiz')];
    groupId = await createGroup(ada.agent, 'Outage Club');
    for (const person of others) await joinGroup(ada.agent, person.agent, groupId);
    actor = ada.userId;
    readers = others.map((person) => person.userId);
    moEmail = others[0]?.email ?? '';
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  /** A share of a new expense for each of `to`, queued now; the clock then moves on a minute. */
  async function queueShare(to: string[], description: string) {
    await recordUpdate(t.db, {
      kind: 'expense_share',
      recipients: sql`select user_id, 1200 as amount_cents from group_members
        where group_id = ${groupId} and user_id in (${sql.join(
          to.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      groupId,
      actorId: actor,
      data: { description, gameTitle: 'Sunday Pickleball' },
      now: t.clock(),
    });
    t.clock.advance(MINUTE);
  }

  const rows = () => t.db.select().from(mailOutbox);

  /** Every queued mail still waits: none sent, none given up (a refusal for good waits until 'infinity'). */
  async function expectAllWaiting(count: number) {
    const all = await rows();
    expect(all).toHaveLength(count);
    expect(all.filter((row) => row.sentAt !== null)).toEqual([]);
    expect(all.filter((row) => !Number.isFinite(row.nextAttemptAt.getTime()))).toEqual([]);
  }

  it('keeps every mail through 24 hours without SMTP, then sends each once, in the order queued', async () => {
    // The port the SMTP server comes back on; nothing listens there meanwhile, so every try is refused.
    const port = await freePort();
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Turnout <t@localhost>', dataDir: '/nonexistent' },
      log,
    );
    const delivery = createDelivery({ db: t.db, mailer, config: t.config, log, clock: t.clock });
    /** The outbox's worker passes, one every 2 minutes of the test clock, for `hours`. */
    const passes = async (hours: number) => {
      for (let minutes = 0; minutes < hours * 60; minutes += 2) {
        await delivery.drain();
        t.clock.advance(2 * MINUTE);
      }
    };
    try {
      for (const round of [1, 2, 3]) await queueShare(readers, `Round ${round}`);
      await passes(12);
      await expectAllWaiting(9);
      // Mo's mails queue up behind each other mid-outage, the others' behind Mo's.
      const [mo] = readers as [string];
      await queueShare([mo], 'Mo alone 1');
      await queueShare([mo], 'Mo alone 2');
      await queueShare(readers, 'Round 4');
      await passes(12);
      await expectAllWaiting(14);
      // Only the oldest mail was tried, once per back-off, never reaching 10 minutes apart: not each mail.
      const tries = (await rows()).reduce((sum, row) => sum + row.attempts, 0);
      expect(tries).toBeGreaterThan(24 * 6 - 10);
      expect(tries).toBeLessThan(24 * 6 + 10);

      const inbox = await startSmtpInbox({ port });
      try {
        t.clock.advance(10 * MINUTE); // at most one back-off after the server is back
        for (let pass = 0; pass < 20 && inbox.mails.length < 14; pass++) {
          await delivery.drain();
          t.clock.advance(1000);
        }
        const queued = (await rows()).sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
        );
        const received = await Promise.all(
          inbox.mails.map(async (mail) => {
            const id = (await simpleParser(mail.raw)).messageId?.match(/^<(.+)@localhost>$/)?.[1];
            return queued.find((row) => row.id === id);
          }),
        );
        // Each mail once; mails leave in the order queued, overall and so for each reader.
        expect(received.map((row) => row?.id)).toEqual(queued.map((row) => row.id));
        for (const reader of readers) {
          const theirs = received.filter((row) => row?.userId === reader).map((row) => row?.data.description);
          expect(theirs).toEqual(
            queued.filter((row) => row.userId === reader).map((row) => row.data.description),
          );
        }
        expect((await rows()).every((row) => row.sentAt !== null)).toBe(true);
      } finally {
        await inbox.stop();
      }
    } finally {
      mailer.close();
    }
  });

  it('a mailbox that refuses for a while holds back only its reader’s later mails, which then follow in order', async () => {
    let refusals = 3;
    const inbox = await startSmtpInbox({
      refuse: (to) => (to.includes(moEmail.toLowerCase()) && refusals-- > 0 ? 451 : undefined),
    });
    const mailer = createMailer(
      { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
      log,
    );
    try {
      for (const round of [1, 2, 3]) await queueShare(readers, `Round ${round}`);
      const delivery = createDelivery({ db: t.db, mailer, config: t.config, log, clock: t.clock });
      for (let pass = 0; pass < 30 && inbox.mails.length < 9; pass++) {
        await delivery.drain();
        t.clock.advance(MINUTE);
      }
      const descriptions = async (to: string) =>
        Promise.all(inbox.mailsTo(to).map(async (mail) => (await simpleParser(mail.raw)).text ?? ''));
      const rounds = (texts: string[]) => texts.map((text) => text.match(/Round \d/)?.[0]);
      expect(rounds(await descriptions(moEmail))).toEqual(['Round 1', 'Round 2', 'Round 3']);
      expect(inbox.mails).toHaveLength(9);
      // Mo's first mail took four tries; the two after it went once each, never ahead of it.
      const mine = (await rows())
        .filter((row) => row.userId === readers[0])
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(mine.map((row) => row.attempts)).toEqual([4, 1, 1]);
    } finally {
      mailer.close();
      await inbox.stop();
    }
  });
});
