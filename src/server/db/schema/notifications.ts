import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, UPDATE_KINDS, type UpdateData } from '../../../shared/updates';
import { user } from './auth';
import { createdAt, id, inList, instant } from './columns';
import { groups } from './groups';

/** The Updates feed: one row per thing that happened to one person, written with the change itself. */
export const updates = pgTable(
  'updates',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPDATE_KINDS }).notNull(),
    // A deleted group's entries stay (its name is in data), so a cancellation is still told.
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    // No key: an entry about a deleted game still tells of it.
    gameId: uuid('game_id'),
    // No key (the actor's name is in data): one check fewer per entry on the write path.
    actorId: uuid('actor_id'),
    data: jsonb('data').$type<UpdateData>().notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('updates_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('updates_user_unread_idx').on(t.userId, t.createdAt).where(sql`read_at is null`),
    check('updates_kind_check', sql`${t.kind} in (${inList(UPDATE_KINDS)})`),
  ],
);

/**
 * What mail_outbox sends: the mails people can turn off, and those they cannot — the password-reset mail, and
 * the game's details for a guest they brought (sent to the guest's address, issue 59).
 */
export const OUTBOX_MAIL_KINDS = [...MAIL_KINDS, 'password_reset', 'guest_invite'] as const;
export type OutboxMailKind = (typeof OUTBOX_MAIL_KINDS)[number];

/** What a mail needs beside its reader: its feed entry's data, a password reset's link, or the guest it is for. */
export type OutboxMailData = UpdateData & { resetUrl?: string; guestId?: string; guestName?: string };

/**
 * Mail to send, written in the transaction of the change that causes it and drained by the delivery worker
 * (FOR UPDATE SKIP LOCKED, a lease, retries with back-off). The dedupe key makes each mail one row however
 * often or in however many processes the same cause is seen.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTBOX_MAIL_KINDS }).notNull(),
    // No key: the entry and its mail go together with their person (user_id), and a key check per mail
    // would cost the write path for nothing.
    updateId: uuid('update_id'),
    gameId: uuid('game_id'),
    data: jsonb('data').$type<OutboxMailData>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: createdAt(),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`),
    index('mail_outbox_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    check('mail_outbox_kind_check', sql`${t.kind} in (${inList(OUTBOX_MAIL_KINDS)})`),
  ],
);

/** E-mail kinds a person turned off (Profile → Notifications or an unsubscribe link); no row means on. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('mail_opt_outs_kind_check', sql`${t.kind} in (${inList(MAIL_KINDS)})`),
  ],
);

/** A person's private calendar subscription: a random token, served without a session; a new one revokes it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
