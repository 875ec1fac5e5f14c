import { type SQL, sql } from 'drizzle-orm';
import { MAIL_KIND_OF, type UpdateData, type UpdateKind } from '../../shared/updates';
import type { Db } from '../db/client';

/** A transaction or the database: entries are written inside the transaction of the change they tell of. */
type Executor = Pick<Db, 'execute'>;

export interface NewUpdate {
  kind: UpdateKind;
  /**
   * Who hears of it: a SELECT of `user_id` and, optionally, `amount_cents` (each reader's own amount). The
   * person who made the change never hears of it from themself.
   */
  recipients: SQL;
  /** The group and game it is about: ids, or one-value subqueries when the caller does not hold them. */
  groupId: string | SQL | null;
  gameId?: string | SQL | null;
  actorId: string | null;
  /**
   * Added to what is read here (names of the actor, group, game and place, the game's date, the group's
   * currency), and read over it.
   */
  data?: UpdateData;
  /** Narrows who also gets the kind's e-mail, as a condition on `i.user_id`; everyone who gets the entry if unset. */
  mailIf?: SQL;
  now: Date;
}

/** Live members of the group who joined by `at` (people see no game dated before they joined). */
export const liveMembers = (groupId: string, at: SQL | Date = sql`now()`) => sql`
  select user_id from group_members
  where group_id = ${groupId} and deleted_at is null and joined_at <= ${at}`;

/** Everyone who answered the game's poll or attends it, while they are live members who may see it. */
export const gamePeople = (gameId: string) => sql`
  select p.user_id from (
    select r.user_id from rsvps r join game_options o on o.id = r.game_option_id where o.game_id = ${gameId}
    union select a.user_id from attendees a where a.game_id = ${gameId}
  ) p
  join games g on g.id = ${gameId}
  join group_members m on m.group_id = g.group_id and m.user_id = p.user_id
    and m.deleted_at is null and m.joined_at <= g.date`;

/** The reader attends the game: the condition for a booked game's e-mails. */
export const attends = (gameId: string) =>
  sql`exists (select 1 from attendees a where a.game_id = ${gameId} and a.user_id = i.user_id)`;

/**
 * Writes one feed entry per recipient and, for kinds that mail, one outbox row per recipient who has not
 * turned that mail off and one push row per device of each recipient with that push on — in one statement,
 * whatever the number of people. Names are copied in as they are now, so an entry reads the same after a
 * rename or a deletion.
 */
export async function recordUpdate(tx: Executor, update: NewUpdate): Promise<void> {
  const mailKind = MAIL_KIND_OF[update.kind];
  const gameId = update.gameId ?? null;
  const mail = mailKind
    ? sql`
      insert into mail_outbox (user_id, kind, update_id, game_id, data, dedupe_key, created_at, next_attempt_at)
      select i.user_id, ${mailKind}, i.id, i.game_id, i.data, 'update:' || i.id, ${update.now}, ${update.now}
      from inserted i
      where not exists (select 1 from mail_opt_outs o where o.user_id = i.user_id and o.kind = ${mailKind})
        ${update.mailIf ? sql`and ${update.mailIf}` : sql``}`
    : sql`select count(*) from inserted`;
  // A push per device of each recipient with the kind's push on. A data-modifying CTE runs whether or not
  // the statement reads it, so the mail insert stays the statement's last part.
  const push = mailKind
    ? sql`,
    pushed as (
      insert into push_outbox (subscription_id, user_id, kind, update_id, game_id, data, dedupe_key, created_at,
        next_attempt_at)
      select s.id, i.user_id, ${mailKind}, i.id, i.game_id, i.data, 'update:' || i.id || ':' || s.id,
        ${update.now}, ${update.now}
      from inserted i
      join push_subscriptions s on s.user_id = i.user_id
      where not exists (select 1 from push_opt_outs o where o.user_id = i.user_id and o.kind = ${mailKind})
        ${update.mailIf ? sql`and ${update.mailIf}` : sql``}
      returning 1
    )`
    : sql``;
  await tx.execute(sql`
    with context as (
      select
        (select full_name from profiles where id = ${update.actorId}::uuid) as actor_name,
        (select name from groups where id = ${update.groupId}::uuid) as group_name,
        (select currency from groups where id = ${update.groupId}::uuid) as currency,
        g.title as game_title, g.date as game_date, g.duration_minutes, g.calendar_sequence as sequence,
        p.name as place_name
      from (select 1) one
      left join games g on g.id = ${gameId}::uuid
      left join places p on p.id = g.place_id
    ),
    inserted as (
      insert into updates (user_id, kind, group_id, game_id, actor_id, data, created_at)
      select r.user_id, ${update.kind}, ${update.groupId}::uuid, ${gameId}::uuid, ${update.actorId}::uuid,
        jsonb_strip_nulls(jsonb_build_object(
          'actorName', c.actor_name, 'groupName', c.group_name, 'gameTitle', c.game_title,
          'gameDate', to_char(c.game_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'durationMinutes', c.duration_minutes, 'placeName', c.place_name, 'sequence', c.sequence,
          'amountCents', to_jsonb(r) -> 'amount_cents', 'currency', c.currency
        )) || ${JSON.stringify(update.data ?? {})}::jsonb,
        ${update.now}
      from (select distinct * from (${update.recipients}) q) r
      cross join context c
      where r.user_id is distinct from ${update.actorId}::uuid
      returning id, user_id, game_id, data
    )${push}
    ${mail}`);
}
