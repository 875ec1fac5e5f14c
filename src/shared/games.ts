import { z } from 'zod';
import { RSVP_NOTE_MAX, RSVP_RESPONSES } from './constants';
import { GAME_DURATION } from './cost-per-head';
import { DEFAULT_MIN_PEOPLE, gameMessages, MAX_PEOPLE_LIMIT, OPEN_SECTIONS } from './game-rules';
import { defineMessages, englishOf } from './i18n/define';

export * from './game-rules';

/** The request schemas' own words (their limits: DEFAULT_MIN_PEOPLE, MAX_PEOPLE_LIMIT, GAME_DURATION). */
export const gameSchemaText = defineMessages({
  titleTooLong: { id: 'gameForms.schema.titleTooLong', defaultMessage: 'Title is too long' },
  atLeastPeople: { id: 'gameForms.schema.atLeastPeople', defaultMessage: 'At least 2 people' },
  atMostPeople: { id: 'gameForms.schema.atMostPeople', defaultMessage: 'At most 1000 people' },
  unknownTimeZone: { id: 'gameForms.schema.unknownTimeZone', defaultMessage: 'Unknown time zone' },
  durationWhole: {
    id: 'gameForms.schema.durationWhole',
    defaultMessage: 'Duration must be a whole number of minutes',
  },
  durationTooShort: {
    id: 'gameForms.schema.durationTooShort',
    defaultMessage: 'Duration must be at least 15 minutes',
  },
  durationTooLong: {
    id: 'gameForms.schema.durationTooLong',
    defaultMessage: 'Duration must be at most 12 hours',
  },
  noteTooLong: {
    id: 'gameForms.schema.noteTooLong',
    defaultMessage: 'A note can be at most 140 characters',
  },
});

export const gameSchemaMessages = englishOf(gameSchemaText);

/** A game's length in minutes (issue 22): whole, 15 minutes to 12 hours. */
export const durationMinutesSchema = z
  .number(gameSchemaMessages.durationWhole)
  .int(gameSchemaMessages.durationWhole)
  .min(GAME_DURATION.minMinutes, gameSchemaMessages.durationTooShort)
  .max(GAME_DURATION.maxMinutes, gameSchemaMessages.durationTooLong);

const instant = z.iso.datetime({ offset: true, error: gameMessages.dateTimeRequired });

/** An optional cap on who comes; null (or left out) is no limit. */
const maxPeopleSchema = z
  .number()
  .int()
  .min(DEFAULT_MIN_PEOPLE, gameSchemaMessages.atLeastPeople)
  .max(MAX_PEOPLE_LIMIT, gameSchemaMessages.atMostPeople)
  .nullable();

export const createGameSchema = z
  .object({
    groupId: z.uuid(),
    title: z.string().trim().min(1, gameMessages.titleRequired).max(120, gameSchemaMessages.titleTooLong),
    placeId: z.uuid(gameMessages.placeRequired),
    date: instant,
    minPeopleRequired: z
      .number()
      .int()
      .min(DEFAULT_MIN_PEOPLE, gameSchemaMessages.atLeastPeople)
      .max(MAX_PEOPLE_LIMIT),
    durationMinutes: durationMinutesSchema.default(GAME_DURATION.defaultMinutes),
    maxPeople: maxPeopleSchema.default(null),
    /** Repeat weekly (issue 22): next week's poll opens by itself, at this time of day in `timeZone`. */
    repeatWeekly: z.boolean().default(false),
    timeZone: z.string().max(64).refine(isTimeZone, gameSchemaMessages.unknownTimeZone).default('UTC'),
  })
  .refine((game) => game.maxPeople === null || game.maxPeople >= game.minPeopleRequired, {
    path: ['maxPeople'],
    error: (issue) =>
      gameMessages.maxBelowMin((issue.input as { minPeopleRequired: number }).minPeopleRequired),
  });

export const addOptionSchema = z.object({
  date: instant,
  placeId: z.uuid(gameMessages.placeRequired),
  title: z.string().trim().max(120).nullish(),
});

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const editGameSchema = z.object({
  title: z.string().trim().min(1, gameMessages.titleRequired).max(120, gameSchemaMessages.titleTooLong),
  date: instant,
  placeId: z.uuid(gameMessages.placeRequired),
  /** Left out: unchanged (older clients send neither). */
  durationMinutes: durationMinutesSchema.optional(),
  maxPeople: maxPeopleSchema.optional(),
  /** The editor's time zone: it decides whether a change of instant is a change of date, of time, or both. */
  timeZone: z.string().refine(isTimeZone, gameSchemaMessages.unknownTimeZone).default('UTC'),
});

export const rsvpSchema = z.object({
  optionId: z.uuid(),
  /** Whose answer; omitted means the caller's own. Only admins may answer for others. */
  userId: z.uuid().optional(),
  /** null clears the answer (the row is deleted), and its note with it. */
  response: z.enum(RSVP_RESPONSES).nullable(),
  /**
   * A few words with the answer ('know by Friday'); '' or null takes the note off, omitted keeps the one there
   * (an answer changed, or sent again from a device that was offline, keeps its note).
   */
  note: z
    .string()
    .trim()
    .max(RSVP_NOTE_MAX, gameSchemaMessages.noteTooLong)
    .transform((note) => note || null)
    .nullable()
    .optional(),
});

export const attendanceSchema = z.object({
  userId: z.uuid().optional(),
  attending: z.boolean(),
});

export const bookSchema = z.object({ optionId: z.uuid() });

/** GET /api/games: the home list, or with `section` (and the cursor its last page gave) that section's next page. */
export const gamesQuery = z.object({
  groupId: z.uuid().optional(),
  section: z.enum(OPEN_SECTIONS).optional(),
});
