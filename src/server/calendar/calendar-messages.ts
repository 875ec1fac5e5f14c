import { defineMessages } from '../../shared/i18n/define';

/** The words of the calendars the server writes (.ics downloads, subscriptions and mail invites). */
export const calendarText = defineMessages({
  poll: {
    id: 'calendar.event.poll',
    defaultMessage: '{title} (poll)',
    description: 'An event’s title while its game is a poll for a date and place',
  },
  going: { id: 'calendar.event.going', defaultMessage: 'Going: {names}' },
  nobodyYet: { id: 'calendar.event.nobodyYet', defaultMessage: 'Nobody has said yes yet.' },
  game: {
    id: 'calendar.event.game',
    defaultMessage: 'Game',
    description: 'A cancelled game’s title when its own is no longer known',
  },
  feedName: {
    id: 'calendar.feed.name',
    defaultMessage: 'Turnout games',
    description: 'The name of a person’s calendar subscription, as their calendar app lists it',
  },
});
