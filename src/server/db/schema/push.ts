import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, type UpdateData } from '../../../shared/updates';
import { user } from './auth';
import { createdAt, id, inList, instant } from './columns';

/**
 * One browser (device) that turned push on: what its PushSubscription says. The endpoint is the push
 * service's URL for this browser, unique across everyone; a push service answering 404 or 410 removes the row,
 * and so do days of nothing but failed pushes (push-delivery.ts).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which every payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
    /** The first failed push since the last one that went; null while pushes go. */
    failingSince: instant('failing_since'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The server's VAPID key pair, made at first start and kept here so every process and restart signs with
 * the same key (browsers' subscriptions are bound to it). One row: the key is `true`, so a second insert
 * by a racing process conflicts and does nothing.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_singleton_check', sql`${t.singleton}`)],
);

/**
 * Push kinds a person turned off; no row means on. They hold for every device of theirs; push itself is off
 * until a device subscribes. The kinds are the e-mail kinds, set apart from the e-mail choices.
 */
export const pushOptOuts = pgTable(
  'push_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('push_opt_outs_kind_check', sql`${t.kind} in (${inList(MAIL_KINDS)})`),
  ],
);

/**
 * Pushes to send: one row per (thing to tell, device), written in the transaction of the change (or by the
 * reminder and nudge passes) and drained like mail_outbox (FOR UPDATE SKIP LOCKED, a lease, back-off). The
 * dedupe key names the cause and the device, so each device hears of each thing once. A removed device
 * takes its rows with it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    // No key, as in mail_outbox: the entry goes with its person.
    updateId: uuid('update_id'),
    gameId: uuid('game_id'),
    data: jsonb('data').$type<UpdateData>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: createdAt(),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`),
    // The nudge pass looks up a person's last push nudge; a device's removal finds its rows.
    index('push_outbox_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    check('push_outbox_kind_check', sql`${t.kind} in (${inList(MAIL_KINDS)})`),
  ],
);
