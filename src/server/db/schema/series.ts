import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, instant } from './columns';
import { groups } from './groups';
import { places } from './places';

/**
 * A game that repeats weekly: what each week's poll copies (title, place, duration, minimum and maximum) and
 * when the next one is for. Each week's game points back here (games.series_id), and (series_id, date) is
 * unique, so a week is opened once whatever the number of processes or restarts. `timeZone` keeps the wall-clock
 * time of the first game across daylight-saving changes.
 */
export const gameSeries = pgTable(
  'game_series',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    minPeopleRequired: integer('min_people_required').notNull(),
    maxPeople: integer('max_people'),
    /** The date of the next game to open; it moves a week on each time one opens. */
    nextDate: instant('next_date').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set by Stop repeating: nothing more opens. */
    stoppedAt: instant('stopped_at'),
  },
  (t) => [
    // The scheduler reads the running series by when their next game is due.
    index('game_series_next_idx').on(t.nextDate).where(sql`${t.stoppedAt} is null`),
    // A group's series by place: an edit that copies the place moves them, and removing it asks whether one runs.
    index('game_series_group_place_idx').on(t.groupId, t.placeId),
    check('game_series_min_people_check', sql`${t.minPeopleRequired} >= 2`),
    check(
      'game_series_max_people_check',
      sql`${t.maxPeople} is null or ${t.maxPeople} >= ${t.minPeopleRequired}`,
    ),
    check('game_series_duration_check', sql`${t.durationMinutes} between 15 and 720`),
  ],
);
