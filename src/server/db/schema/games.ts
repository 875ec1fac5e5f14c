import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GAME_STATUSES, GAME_UPDATE_TYPES, RSVP_NOTE_MAX, RSVP_RESPONSES } from '../../../shared/constants';
import { user } from './auth';
import { createdAt, id, inList, instant } from './columns';
import { groups } from './groups';
import { places } from './places';
import { gameSeries } from './series';

export const games = pgTable(
  'games',
  {
    id: id(),
    title: text('title').notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    // A place used by a game cannot be deleted (spec 000 §5).
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    date: instant('date').notNull(),
    minPeopleRequired: integer('min_people_required').notNull().default(2),
    /** How many may come: yes answers beyond it wait, in answer order (null: no limit). */
    maxPeople: integer('max_people'),
    /** What the court is booked and paid for; the cost per head is the hourly cost × this. */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** The weekly series this game belongs to, if it repeats. */
    seriesId: uuid('series_id').references(() => gameSeries.id, { onDelete: 'set null' }),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('poll'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    lastUpdatedAt: instant('last_updated_at').notNull().defaultNow(),
    /** iCalendar SEQUENCE: grows with each change a calendar should show (date, time, place, title, status). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_group_date_idx').on(t.groupId, t.date),
    // The target of expenses' (game_id, group_id) key, which keeps each expense's copy of the group true.
    unique('games_id_group_id_uq').on(t.id, t.groupId),
    // The home list reads each section (status) of each of the user's groups by date; with the id in the key
    // it chooses a section's games from the index alone.
    index('games_group_status_date_idx').on(t.groupId, t.status, t.date, t.id),
    index('games_place_idx').on(t.placeId),
    // Reminders look for confirmed and booked games starting within a day, across all groups. (A partial index
    // on date alone drew the home list's per-group sections away from games_group_status_date_idx.)
    index('games_status_date_idx').on(t.status, t.date),
    check('games_status_check', sql`${t.status} in (${inList(GAME_STATUSES)})`),
    check('games_min_people_check', sql`${t.minPeopleRequired} >= 2`),
    check('games_max_people_check', sql`${t.maxPeople} is null or ${t.maxPeople} >= ${t.minPeopleRequired}`),
    check('games_duration_check', sql`${t.durationMinutes} between 15 and 720`),
    // One game per series and date: two processes opening the same week cannot both succeed.
    uniqueIndex('games_series_date_uq').on(t.seriesId, t.date).where(sql`${t.seriesId} is not null`),
  ],
);

export const gameOptions = pgTable(
  'game_options',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    date: instant('date').notNull(),
    title: text('title'),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('game_options_game_date_idx').on(t.gameId, t.date),
    index('game_options_place_idx').on(t.placeId),
  ],
);

export const rsvps = pgTable(
  'rsvps',
  {
    id: id(),
    gameOptionId: uuid('game_option_id')
      .notNull()
      .references(() => gameOptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    response: text('response', { enum: RSVP_RESPONSES }).notNull(),
    /** When the answer last became yes: the order of the waiting list when the game has a maximum. */
    yesAt: instant('yes_at'),
    /** A few words with the answer ('maybe — know by Friday'); goes with the answer when it is cleared. */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rsvps_option_user_uq').on(t.gameOptionId, t.userId),
    index('rsvps_user_idx').on(t.userId),
    check('rsvps_response_check', sql`${t.response} in (${inList(RSVP_RESPONSES)})`),
    check(
      'rsvps_note_length_check',
      sql`char_length(${t.note}) between 1 and ${sql.raw(String(RSVP_NOTE_MAX))}`,
    ),
  ],
);

export const attendees = pgTable(
  'attendees',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    confirmedBy: uuid('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: instant('confirmed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendees_game_user_uq').on(t.gameId, t.userId),
    index('attendees_user_idx').on(t.userId),
  ],
);

/**
 * Someone a member brings to a game (issue 59): a name and, if given, an e-mail for the game's details, never an
 * account. A guest comes with their host: going while the host is going, at the game when the host attended,
 * taking a place toward the minimum and maximum; their share of an expense is owed by the host.
 */
export const gameGuests = pgTable(
  'game_guests',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_guests_game_idx').on(t.gameId, t.createdAt),
    index('game_guests_host_idx').on(t.hostId),
    check('game_guests_name_check', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

export const gameUpdates = pgTable(
  'game_updates',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updateType: text('update_type', { enum: GAME_UPDATE_TYPES }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    seenBy: uuid('seen_by').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [
    index('game_updates_game_created_idx').on(t.gameId, t.createdAt.desc()),
    check('game_updates_type_check', sql`${t.updateType} in (${inList(GAME_UPDATE_TYPES)})`),
  ],
);

/**
 * What the games list shows of each game besides the game itself — its leading option (the booked one, else the
 * most yes answers, then the earliest), that option's yes and no counts and who said yes, and who attends — kept
 * by statement-level triggers on rsvps, game_options, attendees and games (migration 0012), so that reading the
 * list aggregates no answers. People are ids; their names are read with them, as names change.
 */
export const gameSummaries = pgTable('game_summaries', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  leadOptionId: uuid('lead_option_id'),
  yesCount: integer('yes_count').notNull().default(0),
  noCount: integer('no_count').notNull().default(0),
  yesUserIds: uuid('yes_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
  attendeeUserIds: uuid('attendee_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /** Of the leading option's yes answers, how many fit within the maximum, each with their guests. */
  goingCount: integer('going_count').notNull().default(0),
  /** The guests those going on the leading option bring. */
  goingGuestCount: integer('going_guest_count').notNull().default(0),
  /** The guests the attendees bring. */
  attendeeGuestCount: integer('attendee_guest_count').notNull().default(0),
});

export const gamePhotos = pgTable(
  'game_photos',
  {
    id: id(),
    // Photos go with their game; the service deletes the stored files first.
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Storage key of the re-encoded image, e.g. game-photos/{gameId}_{timestamp}.webp; never a public URL. */
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  // The gallery's keyset order (newest first, the storage key's upload timestamp between equal instants),
  // read backwards: a DESC NULLS LAST index would not serve ORDER BY ... DESC (nulls first) at all.
  (t) => [index('game_photos_game_page_idx').on(t.gameId, t.createdAt, t.storageKey)],
);
