import { formatGameDate, formatGameTime, localTimeZone } from '../../../shared/time';

// Games are stored as UTC instants and always shown in the viewer's own time zone (design: Time).

/** 'Sat, Nov 28, 2026' in the viewer's time zone. */
export function gameDay(instant: string): string {
  return formatGameDate(instant, localTimeZone());
}

/** '7:00 AM' in the viewer's time zone. */
export function gameTime(instant: string): string {
  return formatGameTime(instant, localTimeZone());
}

/** 'Sat, Nov 28, 2026 at 7:00 AM', for accessible names that must tell options apart. */
export function gameMoment(instant: string): string {
  return `${gameDay(instant)} at ${gameTime(instant)}`;
}
