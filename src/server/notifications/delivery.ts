import { sql } from 'drizzle-orm';
import type { MailKind, UpdateData, UpdateKind } from '../../shared/updates';
import { queuedResetMail } from '../auth/reset-mail';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OutboxMailData, OutboxMailKind } from '../db/schema';
import type { Logger } from '../log';
import type { Mailer, MailMessage } from '../mail/mailer';
import { guestInviteMail } from './guest-invite';
import { isPermanent, isWayOutDown } from './mail-failures';
import { errorText, pollingLoop } from './polling-loop';
import { renderMail } from './render';
import { queueNudges, queueReminders } from './schedule';
import { currentSubject } from './subject';
import { unsubscribeUrl } from './unsubscribe-token';

/** One claimed outbox row with what it needs to be written: its reader, and the feed entry it tells of. */
type Claimed = {
  id: string;
  kind: OutboxMailKind;
  user_id: string;
  game_id: string | null;
  data: OutboxMailData;
  attempts: number;
  update_kind: UpdateKind | null;
  update_group_id: string | null;
  email: string;
  full_name: string;
  time_zone: string | null;
  locale: string | null;
  opted_out: boolean;
};

/** The calendar invite a mail carries, if any (booked, changed, cancelled, reminder). */
export type InviteMaker = (row: {
  kind: MailKind;
  gameId: string | null;
  updateKind: UpdateKind | null;
  data: UpdateData;
  /** The reader's language (their Profile's), for the invite's words as for the mail's. */
  locale: string | null;
}) => Promise<MailMessage['calendar'] | undefined>;

export interface DeliveryOptions {
  /** Mails claimed at once; a batch must finish well inside the lease (each send times out after 30 s). */
  batchSize?: number;
  /** How long a claim keeps other processes off a row; a process killed mid-batch frees its rows after it. */
  leaseMs?: number;
  /** Wait before the next try after `attempts` failed ones. */
  backoffMs?: (attempts: number) => number;
  /** How often the outbox is looked at when idle. */
  pollMs?: number;
  /** How often reminders (each pass) and nudges (every 60th pass) are queued. */
  scheduleMs?: number;
}

/** 30 s, 1, 2, 4 … minutes, at most 10: an hour-long SMTP outage costs at most 10 minutes once it ends. */
export const defaultBackoff = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 600_000);

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  /** mailFrom names the organizer of a guest's calendar invite. */
  config: Pick<Config, 'publicUrl' | 'authSecret'> & Partial<Pick<Config, 'mailFrom'>>;
  log: Logger;
  clock?: () => Date;
  invites?: InviteMaker;
}

/**
 * Drains mail_outbox: claims a batch (FOR UPDATE SKIP LOCKED, then a lease committed before any mail goes, so
 * two processes never hold one row), sends each, and marks it sent at once. A failure waits its back-off; a
 * process killed mid-batch leaves its rows to be claimed again when the lease ends. A mail is sent again only
 * if a process dies between the SMTP server's acceptance and the mark — a window of one UPDATE; it then
 * carries the same Message-ID, so mail clients show it once. See docs/decisions/010-notification-outbox.md.
 *
 * Mail leaves in the order it was queued: a batch takes the oldest due mails, and only each reader's oldest
 * unsent one, so a reader's next mail waits until the one before it is sent (or refused for good). While the
 * SMTP server is out of reach no mail is tried but the oldest, once per back-off; none is ever given up for
 * it, however long it lasts (docs/decisions/060-faults-disk-database-mail.md).
 */
export function createDelivery(deps: DeliveryDeps, options: DeliveryOptions = {}) {
  const { db, mailer, config, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 5;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoff = options.backoffMs ?? defaultBackoff;
  const host = new URL(config.publicUrl).hostname || 'turnout';

  /**
   * A reader's mails form one queue (a guest's invite, to the guest's address, one of its own), whose head is
   * its oldest mail not yet sent nor refused for good. A reader whose head cannot go now (its back-off, or
   * another process's lease) holds back only their own queue. The batch is the oldest mails of the other
   * queues, in the order queued, up to the first that waits behind another of the batch: mail leaves in the
   * order it was queued, and never before an earlier one to the same reader.
   */
  async function claim(): Promise<Claimed[]> {
    const now = clock();
    const result = await db.execute<Claimed>(sql`
      with pending as (
        select id, created_at, row_number() over queue as place,
          first_value(next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now}))
            over queue as open
        from mail_outbox
        where sent_at is null and next_attempt_at < 'infinity'
        window queue as (partition by user_id, data->>'guestId' order by created_at, id)
      ), open_rows as (
        select id, place, row_number() over (order by created_at, id) as n from pending where open
      ), claimed as (
        update mail_outbox set locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where id in (
              select id from open_rows
              where place = 1 and n < coalesce((select min(n) from open_rows where place > 1), n + 1)
              order by n limit ${batchSize})
            and sent_at is null and next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
          for update skip locked)
        returning id, kind, user_id, game_id, data, attempts, update_id, created_at
      )
      select c.id, c.kind, c.user_id, c.game_id, c.data, c.attempts,
        u.kind as update_kind, u.group_id as update_group_id,
        p.email, p.full_name, p.time_zone, p.locale,
        exists (select 1 from mail_opt_outs o where o.user_id = c.user_id and o.kind = c.kind) as opted_out
      from claimed c
      join profiles p on p.id = c.user_id
      left join updates u on u.id = c.update_id
      order by c.created_at, c.id`);
    return result.rows;
  }

  /** While the way out is down, no mail is tried until this instant (ms); `outage` counts the failed tries. */
  let pausedUntil = 0;
  let outage = 0;

  // A reset link is forgotten once its mail is done with: the row outlives the link's hour.
  const finish = (id: string, note: string | null) =>
    db.execute(sql`update mail_outbox set sent_at = ${clock()}, locked_until = null, last_error = ${note},
        data = case when kind = 'password_reset' then '{}'::jsonb else data end
      where id = ${id}`);

  /** The password-reset mail: no feed entry, no unsubscribe (it cannot be turned off), nothing once expired. */
  async function deliverReset(row: Claimed): Promise<void> {
    const reader = { email: row.email, fullName: row.full_name, locale: row.locale };
    const mail = await queuedResetMail(db, reader, row.data.resetUrl, clock());
    if (!mail) return void (await finish(row.id, 'the link expired before it could be sent'));
    await mailer.send({ ...mail, messageId: `<${row.id}@${host}>` });
    await finish(row.id, null);
  }

  /**
   * The game's details for a member's guest, to the guest's address, in the host's language: no unsubscribe
   * (it is the only mail, and the guest has no account), nothing once the guest or the booked game is gone.
   */
  async function deliverGuestInvite(row: Claimed): Promise<void> {
    const inviter = { fullName: row.full_name, timeZone: row.time_zone, locale: row.locale };
    const mail = await guestInviteMail(db, inviter, row.data.guestId, config, clock());
    if (!mail) return void (await finish(row.id, 'nothing to tell any more'));
    await mailer.send({ ...mail, messageId: `<${row.id}@${host}>` });
    await finish(row.id, null);
  }

  /** Sends one claimed mail; false when it failed, and then whether the way out itself is down. */
  async function deliver(row: Claimed): Promise<{ sent: boolean; wayOutDown?: boolean }> {
    if (row.opted_out) {
      await finish(row.id, 'turned off before sending');
      return { sent: true };
    }
    try {
      await send(row);
      outage = 0;
      return { sent: true };
    } catch (error) {
      if (isWayOutDown(error)) {
        outage += 1;
        const waitMs = backoff(outage);
        pausedUntil = clock().getTime() + waitMs;
        log.error('mail server out of reach; all mail waits', {
          outboxId: row.id,
          failedTries: outage,
          nextTryInSeconds: Math.round(waitMs / 1000),
          error: errorText(error),
        });
        // It stays due: the first to go when the way out is back.
        await db.execute(sql`update mail_outbox set locked_until = null, last_error = ${errorText(error)}
          where id = ${row.id}`);
        return { sent: false, wayOutDown: true };
      }
      const permanent = isPermanent(error);
      log.error(permanent ? 'mail refused for good' : 'mail not sent; will retry', {
        outboxId: row.id,
        attempts: row.attempts,
        error: errorText(error),
      });
      const next = permanent
        ? sql`'infinity'::timestamptz`
        : sql`${new Date(clock().getTime() + backoff(row.attempts))}`;
      await db.execute(sql`update mail_outbox set locked_until = null, next_attempt_at = ${next},
        last_error = ${errorText(error)} where id = ${row.id}`);
      return { sent: false };
    }
  }

  /** Writes and sends the mail of a claimed row, and marks it sent; throws as the mailer does. */
  async function send(row: Claimed): Promise<void> {
    if (row.kind === 'password_reset') return await deliverReset(row);
    if (row.kind === 'guest_invite') return await deliverGuestInvite(row);
    const subject = await currentSubject(db, { ...row, kind: row.kind }, clock());
    if (!subject) return void (await finish(row.id, 'nothing to tell any more'));
    const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret, row.user_id, row.kind);
    const unsubscribePage = unsubscribe.replace('/api/unsubscribe', '/unsubscribe');
    const reader = {
      userId: row.user_id,
      email: row.email,
      fullName: row.full_name,
      timeZone: row.time_zone,
      locale: row.locale,
    };
    const mail = renderMail(reader, row.kind, subject, { publicUrl: config.publicUrl, unsubscribePage });
    const calendar = await deps.invites?.({
      kind: row.kind,
      gameId: row.game_id,
      updateKind: row.update_kind,
      data: row.data,
      locale: row.locale,
    });
    await mailer.send({
      to: row.email,
      ...mail,
      messageId: `<${row.id}@${host}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...(calendar ? { calendar } : {}),
    });
    await finish(row.id, null);
  }

  /** Gives back claimed mails that were not tried: not an attempt, and free for the next pass at once. */
  const release = async (rows: Claimed[]) => {
    if (rows.length === 0) return;
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    await db.execute(sql`update mail_outbox set locked_until = null, attempts = attempts - 1
      where id in (${ids})`);
  };

  /**
   * Sends what is due now, batch after batch, while every mail of a batch goes: a reader's next mail comes due
   * once the one before it is sent. Resolves with the number of rows handled.
   */
  async function drain(): Promise<number> {
    let handled = 0;
    while (clock().getTime() >= pausedUntil) {
      const rows = await claim();
      let allSent = true;
      for (const [index, row] of rows.entries()) {
        const { sent, wayOutDown } = await deliver(row);
        handled += 1;
        allSent &&= sent;
        if (wayOutDown) {
          await release(rows.slice(index + 1));
          return handled;
        }
      }
      if (rows.length === 0 || !allSent) return handled;
    }
    return handled;
  }

  let passes = 0;
  async function schedule(): Promise<void> {
    const now = clock();
    await queueReminders(db, now);
    if (passes++ % 60 === 0) await queueNudges(db, now);
  }

  /** Drains every pollMs, and queues reminders and nudges every scheduleMs. */
  let lastSchedule = 0;
  const scheduleMs = options.scheduleMs ?? 60_000;
  const pass = async () => {
    if (Date.now() - lastSchedule >= scheduleMs) {
      lastSchedule = Date.now();
      await schedule();
    }
    await drain();
  };
  const { start, stop } = pollingLoop(pass, options.pollMs ?? 1000, log, 'mail delivery pass failed');

  return { start, stop, drain, schedule };
}
