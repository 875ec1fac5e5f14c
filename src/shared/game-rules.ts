// What games are and may do — messages, limits, the lifecycle, badges — with no schemas: the games list on the
// first screen reads these without loading zod. games.ts re-exports all of it beside the request schemas.
import type { GameStatus } from './constants';
import { defineMessages, englishOf } from './i18n/define';

/**
 * Spec 001 §5 and §8: the user-facing messages about games that say no number or name. The API sends them in
 * English (`gameMessages`); screens say them in the viewer's language (src/client/i18n/known-messages.ts).
 */
export const gameText = defineMessages({
  createFailed: {
    id: 'gameForms.rules.createFailed',
    defaultMessage: 'Failed to create game. Please try again.',
  },
  confirmFailed: {
    id: 'gameForms.rules.confirmFailed',
    defaultMessage: 'Failed to confirm game. Please try again.',
  },
  statusFailed: {
    id: 'gameForms.rules.statusFailed',
    defaultMessage: 'Failed to update game status. Please try again.',
  },
  rsvpFailed: {
    id: 'gameForms.rules.rsvpFailed',
    defaultMessage: 'Failed to update RSVP. Please try again.',
  },
  rsvpSaved: { id: 'gameForms.rules.rsvpSaved', defaultMessage: 'Saved' },
  deleteFailed: {
    id: 'gameForms.rules.deleteFailed',
    defaultMessage: 'Failed to delete game. Please try again.',
  },
  editFailed: {
    id: 'gameForms.rules.editFailed',
    defaultMessage: 'Failed to update details. Please try again.',
  },
  customActivityFailed: {
    id: 'gameForms.rules.customActivityFailed',
    defaultMessage: 'Failed to add custom activity. Please try again.',
  },
  notFound: { id: 'gameForms.rules.notFound', defaultMessage: 'Game not found.' },
  dateTimeRequired: { id: 'gameForms.rules.dateTimeRequired', defaultMessage: 'Date and time are required' },
  placeRequired: { id: 'gameForms.rules.placeRequired', defaultMessage: 'Please choose a place' },
  titleRequired: { id: 'gameForms.rules.titleRequired', defaultMessage: 'Title is required' },
  groupInactive: {
    id: 'gameForms.rules.groupInactive',
    defaultMessage: 'This group is inactive. You cannot create new games.',
  },
  ownRsvpOnly: { id: 'gameForms.rules.ownRsvpOnly', defaultMessage: 'You can only update your own RSVP' },
  ownRsvpAlert: {
    id: 'gameForms.rules.ownRsvpAlert',
    defaultMessage: 'You can only update your own RSVP status unless you are an admin',
  },
  noActiveGroups: {
    id: 'gameForms.rules.noActiveGroups',
    defaultMessage: 'You are not a member of any active groups.',
  },
  addPlaceFirst: { id: 'gameForms.rules.addPlaceFirst', defaultMessage: 'Add a place First' },
  editForbidden: {
    id: 'gameForms.rules.editForbidden',
    defaultMessage: 'Only the game creator or a group admin can edit this game.',
  },
  editCompleted: {
    id: 'gameForms.rules.editCompleted',
    defaultMessage: 'A completed game cannot be edited.',
  },
  deleteForbidden: {
    id: 'gameForms.rules.deleteForbidden',
    defaultMessage:
      'Only the game creator (or an admin, once the creator has left the group) can delete this game, and only while it is a poll.',
  },
  notAPoll: { id: 'gameForms.rules.notAPoll', defaultMessage: 'This game is no longer a poll.' },
  placeNotInGroup: {
    id: 'gameForms.rules.placeNotInGroup',
    defaultMessage: 'Please choose one of the group’s places.',
  },
  noEmptyGames: { id: 'gameForms.rules.noEmptyGames', defaultMessage: 'No games found for these filters.' },
  seriesDateTaken: {
    id: 'gameForms.rules.seriesDateTaken',
    defaultMessage: 'Another game of this weekly series is already on that date.',
  },
  needsSecondMember: {
    id: 'gameForms.rules.needsSecondMember',
    defaultMessage: 'Invite at least one more member to plan a game: a game needs at least 2 people.',
  },
  optionInPast: {
    id: 'gameForms.rules.optionInPast',
    defaultMessage: 'That date and time has already passed. Choose one in the future.',
  },
});

/**
 * Every user-facing message about games, in English: the API's words. The ones with a number or a name are said
 * on screens by the messages of the same name in src/client/features/games/game-forms-messages.ts.
 */
export const gameMessages = {
  ...englishOf(gameText),
  adminAddsPlaces: (groupName: string) =>
    `At least one place is needed before creating a game. Only an admin of ${groupName} can add places: ask one to add the place you play at.`,
  minPeopleTooHigh: (memberCount: number) =>
    `Minimum people required cannot exceed the group's member count (${memberCount})`,
  notEnoughYes: (minimum: number) => `Not enough people have RSVP'd yes. Need at least ${minimum} people.`,
  maxBelowMin: (minimum: number) => `Maximum people must be at least the minimum (${minimum})`,
  full: (maximum: number) => `This game is full (${maximum} going).`,
  /** Under Minimum people: how many the group has, said as a person would ('1 member', '2 members'). */
  minPeopleHint: (memberCount: number) =>
    memberCount < 2
      ? `At least 2: the group has ${memberCount === 1 ? '1 member' : `${memberCount} members`} so far`
      : `At least 2, at most the group's ${memberCount} members`,
  completeEarly: (day: string) => `This game is on ${day}. Mark it completed anyway?`,
} as const;

/** The most people a game may be limited to (a check on the number typed, not a promise of room). */
export const MAX_PEOPLE_LIMIT = 1000;

export const DEFAULT_MIN_PEOPLE = 2;
/** Book Now is offered on a poll once this many people said yes (spec 001 §9). */
export const BOOK_NOW_MIN_YES = 2;
export const RECENT_GAMES_LIMIT = 5;
/** The games list's sections that page ("Load more"): Active Polls, and Confirmed (which includes booked). */
export const OPEN_SECTIONS = ['poll', 'confirmed'] as const;
export type OpenSection = (typeof OPEN_SECTIONS)[number];
/** Games per page of an open section, soonest first: a phone's screen or two; "Load more" asks for the next. */
export const GAMES_PAGE_SIZE = 10;
/** How long 'Saved' shows once an answer is stored (spec 001 §9: RSVP feedback, 3 s). */
export const RSVP_SAVED_MS = 3000;
/** Updated notices look back this far (spec 001 §9). */
export const UPDATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Lifecycle actions and the status each leads to, from the only status it may start from (spec 001 §4). */
export const GAME_TRANSITIONS = {
  book: { from: 'poll', to: 'confirmed' },
  markBooked: { from: 'confirmed', to: 'booked' },
  complete: { from: 'booked', to: 'completed' },
  revert: { from: 'completed', to: 'booked' },
} as const satisfies Record<string, { from: GameStatus; to: GameStatus }>;

export type GameAction = keyof typeof GAME_TRANSITIONS;

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(status: GameStatus, action: GameAction): GameStatus | null {
  const transition = GAME_TRANSITIONS[action];
  return transition.from === status ? transition.to : null;
}

/** Status badge: label and colour (spec 001 §4); a poll whose date has passed is Past Due. */
export function statusBadge(
  status: GameStatus,
  date: Date | string,
  now: Date,
): { label: string; color: string } {
  switch (status) {
    case 'poll':
      return new Date(date).getTime() < now.getTime()
        ? { label: 'Past Due', color: 'red' }
        : { label: 'Poll', color: 'blue' };
    case 'confirmed':
      return { label: 'Ready to Book', color: 'yellow' };
    case 'booked':
      return { label: 'Confirmed', color: 'green' };
    case 'completed':
      return { label: 'Completed', color: 'gray' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'red' };
  }
}

/** A poll's option (its first date included) proposed once its time has passed would be Past Due at once. */
export function isPastOption(date: Date | string, now: Date): boolean {
  return new Date(date).getTime() < now.getTime();
}

/** Mark as Completed asks first when the game has not started yet (issue 56). */
export function completesEarly(date: Date | string, now: Date): boolean {
  return new Date(date).getTime() > now.getTime();
}

/** Editing is hidden once completed; the creator or an admin may edit. */
export function canEditGame(status: GameStatus, isCreator: boolean, isAdmin: boolean): boolean {
  return status !== 'completed' && status !== 'cancelled' && (isCreator || isAdmin);
}

/**
 * Only while in poll, and only the creator (spec) — or, once the creator has left the group or deleted their
 * account, a group admin: otherwise nobody could ever delete that poll.
 */
export function canDeleteGame(
  status: GameStatus,
  who: { isCreator: boolean; isAdmin: boolean; creatorInGroup: boolean },
): boolean {
  return status === 'poll' && (who.isCreator || (who.isAdmin && !who.creatorInGroup));
}
