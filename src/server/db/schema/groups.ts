import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/constants';
import { user } from './auth';
import { createdAt, id, inList, instant } from './columns';

/** One row per user, same id as the user (spec 000 §3 profiles). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default('User'),
    avatarUrl: text('avatar_url'),
    venmoId: text('venmo_id'),
    zelleId: text('zelle_id'),
    /** IANA zone reported by the person's browser; mails show times in it. */
    timeZone: text('time_zone'),
    /** The language chosen in Profile (src/shared/i18n/locales.ts); null follows the browser's. */
    locale: text('locale'),
    /**
     * The anonymous stand-in for a deleted account ('Former member'): it keeps that person's money history and
     * past attendance, can never sign in, and is never charged a share of a new expense.
     */
    formerMember: boolean('former_member').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Ways to pay beyond Venmo and Zelle (src/shared/pay-ids.ts keeps their forms): Settle Up offers those that
     * carry a debt's currency to the people who owe this person, and shows them to nobody else.
     */
    paypalMe: text('paypal_me'),
    revolutUsername: text('revolut_username'),
    cashtag: text('cashtag'),
    upiId: text('upi_id'),
    pixKey: text('pix_key'),
    /** A bank account is its holder's name and an IBAN (electronic format), saved together. */
    bankHolder: text('bank_holder'),
    iban: text('iban'),
  },
  (t) => [check('profiles_bank_account_check', sql`${t.iban} is null or ${t.bankHolder} is not null`)],
);

export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    /**
     * The ISO 4217 code every amount of the group is in (its minor unit: cents, yen, fils). Groups made before
     * groups had one are in US dollars. It changes only while the group has no expense (decision 046).
     */
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('groups_name_lower_uq').on(sql`lower(${t.name})`),
    index('groups_created_by_idx').on(t.createdBy),
    check('groups_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('groups_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** Removal is soft: the row keeps the member's history (RSVPs, money) explainable. */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('group_members_live_uq').on(t.groupId, t.userId).where(sql`${t.deletedAt} is null`),
    index('group_members_user_live_idx').on(t.userId).where(sql`${t.deletedAt} is null`),
    check('group_members_role_check', sql`${t.role} in (${inList(ROLES)})`),
  ],
);

export const groupInvites = pgTable(
  'group_invites',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
  },
  (t) => [
    index('group_invites_group_created_idx').on(t.groupId, t.createdAt.desc()),
    check('group_invites_code_check', sql`${t.code} ~ '^[1-9][0-9]{3}$'`),
    check('group_invites_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check('group_invites_current_uses_check', sql`${t.currentUses} >= 0`),
  ],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: id(),
    email: text('email').notNull(),
    interest: text('interest'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_email_lower_uq').on(sql`lower(${t.email})`)],
);
