import type { GameUpdateType } from './constants';
import { defineMessages, type MessageFormatter } from './i18n/define';
import { englishIntl } from './i18n/english';
import { formatGameDate, formatGameTime } from './time';

/** The game page's updated notice, one sentence a change. */
export const gameChangeText = defineMessages({
  title: { id: 'gameForms.changes.title', defaultMessage: 'Title changed from "{from}" to "{to}".' },
  date: {
    id: 'gameForms.changes.date',
    defaultMessage: 'Date changed from {from} to {to}.',
    description: "Dates as 'Sat, Nov 28, 2026'.",
  },
  time: {
    id: 'gameForms.changes.time',
    defaultMessage: 'Time changed from {from} to {to}.',
    description: "Times as '7:00 AM'.",
  },
  place: { id: 'gameForms.changes.place', defaultMessage: 'Place changed from {from} to {to}.' },
});

/** One game_updates row as recorded by an edit: date and time hold ISO instants, place a place name. */
export interface GameUpdateRow {
  updateType: GameUpdateType;
  oldValue: string | null;
}

/** What a field was before the changes the reader has not seen, and what it is now. */
export interface GameChangeSeen {
  updateType: GameUpdateType;
  from: string | null;
  to: string | null;
}

/** When a game happens matters most to the people coming, so date and time lead. */
const FIELD_ORDER: readonly GameUpdateType[] = ['date', 'time', 'place', 'title'];

/**
 * Every field changed in the rows the reader has not seen (oldest first), once each: from its value before the
 * first of them to the game's value now, so several edits read as one and a later edit never leaves a stale
 * "to". A field changed and changed back is left out.
 */
export function netGameChanges(
  rows: readonly GameUpdateRow[],
  now: Record<GameUpdateType, string | null>,
): GameChangeSeen[] {
  return FIELD_ORDER.flatMap((updateType) => {
    const first = rows.find((row) => row.updateType === updateType);
    if (!first || first.oldValue === now[updateType]) return [];
    return [{ updateType, from: first.oldValue, to: now[updateType] }];
  });
}

/**
 * One sentence of the game page's updated notice, in the reader's time zone and language (`intl`, dates and times
 * written for `locale`); null when the change does not show there (a time moved by a whole number of days reads
 * the same).
 */
export function describeGameChange(
  change: GameChangeSeen,
  timeZone: string,
  intl: MessageFormatter = englishIntl,
  locale = 'en',
): string | null {
  const { from, to } = change;
  if (from === null || to === null) return null;
  const show = (value: string) => {
    if (change.updateType === 'date') return formatGameDate(value, timeZone, locale);
    if (change.updateType === 'time') return formatGameTime(value, timeZone, locale);
    return value;
  };
  if (show(from) === show(to)) return null;
  return intl.formatMessage(gameChangeText[change.updateType], { from: show(from), to: show(to) });
}
