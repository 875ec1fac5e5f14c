import { formatGameDate, formatGameTime, localTimeZone } from '../../shared/time';
import { formatLocale } from './format-locale';

// Shown in the viewer's own time zone and language (design: show dates in the viewer's zone).

/** 'Sat, Mar 7, 2026'. */
export function formatDay(iso: string): string {
  return formatGameDate(iso, localTimeZone(), formatLocale());
}

/** '7:30 PM'. */
export function formatTime(iso: string): string {
  return formatGameTime(iso, localTimeZone(), formatLocale());
}
