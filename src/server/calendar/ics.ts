import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { GameStatus } from '../../shared/constants';
import { intlFor } from '../i18n/intl';
import { calendarText } from './calendar-messages';

/** A game as a calendar shows it. */
export interface CalendarGame {
  gameId: string;
  title: string;
  status: GameStatus;
  start: Date;
  durationMinutes: number;
  /** Grows with each change a calendar should pick up (games.calendar_sequence). */
  sequence: number;
  placeName: string;
  placeAddress: string | null;
  groupName: string;
  /** The game's page. */
  url: string;
  /** Who is going (attendees' names); empty for a poll. */
  going: string[];
}

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

/** A game's UID: the same for every version of it, so calendars update or cancel the one event. */
export const gameUid = (gameId: string) => `game-${gameId}@turnout`;

export interface CalendarOptions {
  method?: CalendarMethod;
  name?: string;
  organizer?: { name: string; email: string };
  /** The recipient's language (their Profile's, or the request's); English when null or unknown. */
  locale?: string | null;
  /** For someone outside the group (a member's guest): no names of who is going, no link into the group. */
  outsider?: boolean;
}

/**
 * An iCalendar document (RFC 5545) of games: UTC start and end, the place's name and address, the game's
 * link and who is going, its words in the recipient's language. Booked games are CONFIRMED, polls TENTATIVE,
 * and with METHOD:CANCEL every event is CANCELLED. `organizer` is required by invites (REQUEST, CANCEL) and
 * names who sends them.
 */
export function buildCalendar(games: readonly CalendarGame[], options: CalendarOptions = {}): string {
  const method = options.method ?? 'PUBLISH';
  const intl = intlFor(options.locale);
  const calendar = ical({
    prodId: { company: 'Turnout', product: 'Turnout', language: intl.locale.toUpperCase() },
    method: METHODS[method],
    ...(options.name ? { name: options.name } : {}),
  });
  for (const game of games) {
    const status =
      method === 'CANCEL'
        ? ICalEventStatus.CANCELLED
        : game.status === 'poll'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED;
    const going =
      game.going.length > 0
        ? intl.formatMessage(calendarText.going, { names: game.going.join(', ') })
        : intl.formatMessage(calendarText.nobodyYet);
    calendar.createEvent({
      id: gameUid(game.gameId),
      sequence: game.sequence,
      start: game.start,
      end: new Date(game.start.getTime() + game.durationMinutes * 60_000),
      summary:
        game.status === 'poll' ? intl.formatMessage(calendarText.poll, { title: game.title }) : game.title,
      location: game.placeAddress ? `${game.placeName}, ${game.placeAddress}` : game.placeName,
      ...(options.outsider ? {} : { url: game.url, description: `${game.groupName}\n${going}\n${game.url}` }),
      status,
      ...(options.organizer && method !== 'PUBLISH' ? { organizer: options.organizer } : {}),
    });
  }
  return calendar.toString();
}
