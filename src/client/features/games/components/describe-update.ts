import type { GameDetail } from '../api';
import { gameDay, gameTime } from '../when';

type GameUpdate = NonNullable<GameDetail['update']>;

/** One line for the updated notice on the game page, in the viewer's time zone. */
export function describeUpdate(update: GameUpdate): string {
  const { oldValue, newValue } = update;
  if (!oldValue || !newValue) return '';
  switch (update.updateType) {
    case 'title':
      return `Title changed from "${oldValue}" to "${newValue}".`;
    case 'date':
      return `Date changed from ${gameDay(oldValue)} to ${gameDay(newValue)}.`;
    case 'time':
      return `Time changed from ${gameTime(oldValue)} to ${gameTime(newValue)}.`;
    case 'place':
      return `Place changed from ${oldValue} to ${newValue}.`;
  }
}
