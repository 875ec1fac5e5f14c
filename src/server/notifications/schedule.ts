import { sql } from 'drizzle-orm';
import { NUDGE_AFTER_MS, REMINDER_LEAD_MS } from '../../shared/updates';
import type { Db } from '../db/client';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * Reminders are scheduled in the database, not in timers: every pass (each minute, in every process) queues
 * a reminder for each attendee of a booked game that starts within a day. The dedupe key names the game,
 * the person and the start, so passes in several processes queue it once, and a game moved to another time
 * gets a reminder for the new time. People booked less than a day ahead already got the booking mail.
 * Each device with reminder pushes on gets its own row (the same key and the device), in the same statement.
 * Returns the number of mails queued.
 */
export async function queueReminders(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with due as (
      select a.user_id, g.id as game_id,
        jsonb_build_object('gameTitle', g.title, 'placeName', p.name, 'groupName', gr.name,
          'gameDate', to_char(g.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as data,
        'reminder:' || g.id || ':' || a.user_id || ':' || extract(epoch from g.date)::bigint as cause
      from games g
      join groups gr on gr.id = g.group_id and gr.active
      join places p on p.id = g.place_id
      join attendees a on a.game_id = g.id
      join group_members m on m.group_id = g.group_id and m.user_id = a.user_id and m.deleted_at is null
      where g.status in ('confirmed', 'booked')
        and g.date > ${now} and g.date <= ${new Date(now.getTime() + REMINDER_LEAD_MS)}
        and a.confirmed_at <= g.date - interval '24 hours'
    ),
    pushed as (
      insert into push_outbox (subscription_id, user_id, kind, game_id, data, dedupe_key, created_at,
        next_attempt_at)
      select s.id, d.user_id, 'reminder', d.game_id, d.data, d.cause || ':' || s.id, ${now}, ${now}
      from due d
      join push_subscriptions s on s.user_id = d.user_id
      where not exists (select 1 from push_opt_outs o where o.user_id = d.user_id and o.kind = 'reminder')
      on conflict (dedupe_key) do nothing returning id
    ),
    mailed as (
      insert into mail_outbox (user_id, kind, game_id, data, dedupe_key, created_at, next_attempt_at)
      select d.user_id, 'reminder', d.game_id, d.data, d.cause, ${now}, ${now}
      from due d
      where not exists (select 1 from mail_opt_outs o where o.user_id = d.user_id and o.kind = 'reminder')
      on conflict (dedupe_key) do nothing returning id
    )
    select id from mailed`);
  return result.rows.length;
}

/**
 * A weekly nudge for each person with a debt pending for over 7 days: at most one in any 7 days (the last
 * nudge is looked up) and one per week number (the dedupe key), so parallel passes agree; pushes alike, per
 * device. Returns the number of mails queued.
 */
export async function queueNudges(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - NUDGE_AFTER_MS);
  const week = Math.floor(now.getTime() / 1000 / WEEK_SECONDS);
  const result = await db.execute(sql`
    with debtors as (
      select distinct s.user_id from expense_shares s
      where s.status = 'pending' and s.user_id <> s.paid_by and s.created_at <= ${since}
    ),
    pushed as (
      insert into push_outbox (subscription_id, user_id, kind, data, dedupe_key, created_at, next_attempt_at)
      select s.id, d.user_id, 'nudge', '{}'::jsonb, 'nudge:' || d.user_id || ':' || ${week}::bigint || ':' || s.id,
        ${now}, ${now}
      from debtors d
      join push_subscriptions s on s.user_id = d.user_id
      where not exists (
          select 1 from push_outbox o where o.user_id = d.user_id and o.kind = 'nudge' and o.created_at > ${since})
        and not exists (select 1 from push_opt_outs o where o.user_id = d.user_id and o.kind = 'nudge')
      on conflict (dedupe_key) do nothing returning id
    ),
    mailed as (
      insert into mail_outbox (user_id, kind, data, dedupe_key, created_at, next_attempt_at)
      select d.user_id, 'nudge', '{}'::jsonb, 'nudge:' || d.user_id || ':' || ${week}::bigint, ${now}, ${now}
      from debtors d
      where not exists (
          select 1 from mail_outbox o where o.user_id = d.user_id and o.kind = 'nudge' and o.created_at > ${since})
        and not exists (select 1 from mail_opt_outs o where o.user_id = d.user_id and o.kind = 'nudge')
      on conflict (dedupe_key) do nothing returning id
    )
    select id from mailed`);
  return result.rows.length;
}
