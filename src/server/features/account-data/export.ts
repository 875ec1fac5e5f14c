import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Bumped whenever a section changes shape, so a reader of old files can tell. */
const DATA_EXPORT_VERSION = 3;

/** `[]` instead of null for a section with no rows. */
const list = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;

/**
 * Download my data: everything the person made or is part of, as one JSON document built by the database in
 * one statement (a consistent snapshot, and a fixed cost however much there is). Their own rows in full —
 * except secrets: no password hash, session token, two-factor secret, calendar token. Of anyone else only
 * the name, and only where it stands in a row the person shares (an expense, a payment, a feed entry): never
 * another person's e-mail, Venmo or Zelle id, or other way to be paid. Photos are links, served to members as always.
 */
export async function exportUserData(db: Db, userId: string, now: Date) {
  const me = sql`${userId}::uuid`;
  const name = (id: SQL) => sql`(select full_name from profiles where id = ${id})`;
  // Every amount is in its group's currency's minor unit; the code goes beside it.
  const currencyOf = (groupId: SQL) => sql`(select currency from groups where id = ${groupId})`;
  const result = await db.execute<{ data: Record<string, unknown> }>(sql`
    select json_build_object(
      'format', 'turnout-data', 'version', ${DATA_EXPORT_VERSION}::int, 'exportedAt', ${now}::timestamptz,
      'account', (
        select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'emailVerified', u.email_verified,
          'twoFactorEnabled', u.two_factor_enabled, 'createdAt', u.created_at,
          'signInMethods', ${list(sql`select json_agg(a.provider_id order by a.provider_id) from account a
            where a.user_id = u.id`)})
        from "user" u where u.id = ${me}),
      'profile', (
        select json_build_object('fullName', p.full_name, 'email', p.email, 'avatarUrl', p.avatar_url,
          'venmoId', p.venmo_id, 'zelleId', p.zelle_id, 'paypalMe', p.paypal_me, 'revolutUsername',
          p.revolut_username, 'cashtag', p.cashtag, 'upiId', p.upi_id, 'pixKey', p.pix_key,
          'bankHolder', p.bank_holder, 'iban', p.iban, 'timeZone', p.time_zone, 'createdAt', p.created_at)
        from profiles p where p.id = ${me}),
      'sessions', ${list(sql`select json_agg(json_build_object('signedInAt', s.created_at,
          'lastActiveAt', s.updated_at, 'expiresAt', s.expires_at, 'ipAddress', s.ip_address,
          'userAgent', s.user_agent) order by s.created_at)
        from session s where s.user_id = ${me}`)},
      'notifications', json_build_object(
        'mailTurnedOff', ${list(sql`select json_agg(o.kind order by o.kind) from mail_opt_outs o
          where o.user_id = ${me}`)},
        'calendarSubscriptionSince', (select f.created_at from calendar_feeds f where f.user_id = ${me}),
        'pushTurnedOff', ${list(sql`select json_agg(o.kind order by o.kind) from push_opt_outs o
          where o.user_id = ${me}`)},
        'pushDevices', ${list(sql`select json_agg(json_build_object('userAgent', d.user_agent,
            'since', d.created_at, 'lastPushAt', d.last_success_at) order by d.created_at)
          from push_subscriptions d where d.user_id = ${me}`)}),
      'memberships', ${list(sql`select json_agg(json_build_object('groupId', g.id, 'groupName', g.name,
          'role', m.role, 'joinedAt', m.joined_at, 'leftAt', m.deleted_at, 'createdTheGroup', g.created_by = m.user_id)
          order by m.joined_at)
        from group_members m join groups g on g.id = m.group_id where m.user_id = ${me}`)},
      'placesCreated', ${list(sql`select json_agg(json_build_object('id', p.id, 'name', p.name,
          'address', p.address, 'contactNumber', p.contact_number, 'costPerHourCents', p.cost_per_hour_cents,
          'tags', p.tags, 'createdAt', p.created_at) order by p.created_at)
        from places p where p.created_by = ${me}`)},
      'gamesCreated', ${list(sql`select json_agg(json_build_object('id', g.id, 'title', g.title,
          'groupName', gr.name, 'placeName', pl.name, 'date', g.date, 'status', g.status,
          'minPeopleRequired', g.min_people_required, 'createdAt', g.created_at) order by g.created_at)
        from games g join groups gr on gr.id = g.group_id join places pl on pl.id = g.place_id
        where g.created_by = ${me}`)},
      'answers', ${list(sql`select json_agg(json_build_object('gameId', o.game_id, 'gameTitle', g.title,
          'optionDate', o.date, 'placeName', pl.name, 'response', r.response, 'note', r.note, 'answeredAt', r.created_at,
          'changedAt', r.updated_at) order by r.created_at)
        from rsvps r join game_options o on o.id = r.game_option_id join games g on g.id = o.game_id
        join places pl on pl.id = o.place_id where r.user_id = ${me}`)},
      'attendance', ${list(sql`select json_agg(json_build_object('gameId', g.id, 'gameTitle', g.title,
          'date', g.date, 'confirmedAt', a.confirmed_at) order by g.date)
        from attendees a join games g on g.id = a.game_id where a.user_id = ${me}`)},
      'expenses', ${list(sql`select json_agg(json_build_object('id', e.id, 'gameId', e.game_id,
          'gameTitle', g.title, 'description', e.description, 'category', e.category,
          'amountCents', e.amount_cents, 'currency', ${currencyOf(sql`e.group_id`)},
          'paidBy', ${name(sql`e.paid_by`)}, 'paidByYou', e.paid_by = ${me},
          'payers', (select json_agg(json_build_object('person', ${name(sql`ep.user_id`)},
              'amountCents', ep.amount_cents, 'you', ep.user_id = ${me}) order by ep.position)
            from expense_payers ep where ep.expense_id = e.id),
          'splitMode', e.split_mode,
          'addedByYou', e.created_by = ${me}, 'createdAt', e.created_at,
          'shares', (select json_agg(json_build_object('person', ${name(sql`s.user_id`)},
              'owedTo', ${name(sql`s.paid_by`)}, 'forGuest', (select gg.name from game_guests gg where gg.id = s.guest_id),
              'amountCents', s.amount_cents, 'status', s.status, 'settledAt', s.settled_at,
              'paymentMethod', s.payment_method) order by ${name(sql`s.user_id`)}, s.id)
            from expense_shares s where s.expense_id = e.id)) order by e.created_at)
        from expenses e join games g on g.id = e.game_id where e.created_by = ${me}
          or exists (select 1 from expense_payers ep where ep.expense_id = e.id and ep.user_id = ${me})`)},
      'shares', ${list(sql`select json_agg(json_build_object('id', s.id, 'expenseId', s.expense_id,
          'description', e.description, 'gameTitle', g.title, 'paidBy', ${name(sql`s.paid_by`)},
          'forGuest', (select gg.name from game_guests gg where gg.id = s.guest_id),
          'amountCents', s.amount_cents, 'currency', ${currencyOf(sql`s.group_id`)}, 'status', s.status,
          'settledAt', s.settled_at,
          'paymentMethod', s.payment_method) order by s.created_at, s.id)
        from expense_shares s join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
        where s.user_id = ${me}`)},
      'payments', ${list(sql`select json_agg(json_build_object('shareId', s.id, 'expenseId', s.expense_id,
          'from', ${name(sql`s.user_id`)}, 'to', ${name(sql`s.paid_by`)}, 'amountCents', s.amount_cents,
          'currency', ${currencyOf(sql`s.group_id`)},
          'status', s.status, 'method', s.payment_method, 'markedAt', s.updated_at, 'settledAt', s.settled_at)
          order by s.updated_at, s.id)
        from expense_shares s
        where (s.user_id = ${me} or s.paid_by = ${me}) and s.user_id <> s.paid_by and s.status <> 'pending'`)},
      'photos', ${list(sql`select json_agg(json_build_object('id', ph.id, 'gameId', ph.game_id,
          'gameTitle', g.title, 'url', '/api/photos/' || ph.id, 'thumbnailUrl', '/api/photos/' || ph.id || '/thumbnail',
          'width', ph.width, 'height', ph.height, 'bytes', ph.bytes, 'uploadedAt', ph.created_at)
          order by ph.created_at)
        from game_photos ph join games g on g.id = ph.game_id where ph.uploaded_by = ${me}`)},
      'messages', ${list(sql`select json_agg(json_build_object('id', d.id, 'groupId', d.group_id,
          'groupName', gr.name, 'gameId', d.game_id, 'gameTitle', dg.title, 'body', d.body,
          'createdAt', d.created_at, 'editedAt', d.edited_at, 'deletedAt', d.deleted_at,
          'reactions', ${list(sql`select json_agg(json_build_object('reaction', x.reaction, 'by', ${name(sql`x.user_id`)})
            order by x.created_at) from discussion_reactions x where x.message_id = d.id`)})
          order by d.created_at, d.id)
        from discussion_messages d join groups gr on gr.id = d.group_id left join games dg on dg.id = d.game_id
        where d.author_id = ${me}`)},
      'reactions', ${list(sql`select json_agg(json_build_object('messageId', x.message_id, 'reaction', x.reaction,
          'createdAt', x.created_at) order by x.created_at)
        from discussion_reactions x where x.user_id = ${me}`)},
      'updates', ${list(sql`select json_agg(json_build_object('kind', n.kind, 'data', n.data,
          'createdAt', n.created_at, 'readAt', n.read_at) order by n.created_at)
        from updates n where n.user_id = ${me}`)}
    ) as data`);
  const data = result.rows[0]?.data;
  if (!data) throw new Error(`data export for ${userId} returned nothing`);
  return data;
}
