import type { GameUpdateType } from './constants';
import { formatGameDate, formatGameTime } from './time';

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
 * One sentence of the game page's updated notice, in the reader's time zone; null when the change does not
 * show there (a time moved by a whole number of days reads the same).
 */
export function describeGameChange(change: GameChangeSeen, timeZone: string): string | null {
  const { from, to } = change;
  if (from === null || to === null) return null;
  const show = (value: string) => {
    if (change.updateType === 'date') return formatGameDate(value, timeZone);
    if (change.updateType === 'time') return formatGameTime(value, timeZone);
    return value;
  };
  if (show(from) === show(to)) return null;
  switch (change.updateType) {
    case 'title':
      return `Title changed from "${from}" to "${to}".`;
    case 'date':
      return `Date changed from ${show(from)} to ${show(to)}.`;
    case 'time':
      return `Time changed from ${show(from)} to ${show(to)}.`;
    case 'place':
      return `Place changed from ${from} to ${to}.`;
  }
}
