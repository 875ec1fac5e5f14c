import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';
import { formatGameDate, formatGameTime, localTimeZone } from '../../shared/time';
import { formatLocale } from '../i18n/format-locale';

const whenMessages = defineMessages({
  moment: {
    id: 'games.moment',
    defaultMessage: '{day} at {time}',
    description: "A game's day and time: 'Sat, Nov 28, 2026 at 7:00 AM'.",
  },
});

// Games are stored as UTC instants and always shown in the viewer's own time zone and language (design: Time).

/** 'Sat, Nov 28, 2026' in the viewer's time zone ('sam. 28 nov. 2026' in French). */
export function gameDay(instant: string): string {
  return formatGameDate(instant, localTimeZone(), formatLocale());
}

/** '7:00 AM' in the viewer's time zone ('07:00' in German). */
export function gameTime(instant: string): string {
  return formatGameTime(instant, localTimeZone(), formatLocale());
}

/** 'Sat, Nov 28, 2026 at 7:00 AM', for accessible names that must tell options apart. */
export function gameMoment(instant: string, intl: IntlShape): string {
  return intl.formatMessage(whenMessages.moment, { day: gameDay(instant), time: gameTime(instant) });
}
