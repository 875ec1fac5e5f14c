import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The viewer's IANA time zone (the browser's, or the process's in tests). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The instant of a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClock(instant: Date | string, timeZone: string): { date: string; time: string } {
  const local = dayjs(instant).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/** 'EEE, MMM d, yyyy' in the viewer's time zone, e.g. 'Sat, Nov 28, 2026'. */
export function formatGameDate(instant: Date | string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('ddd, MMM D, YYYY');
}

/** 'h:mm a' in the viewer's time zone, e.g. '7:00 AM'. */
export function formatGameTime(instant: Date | string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('h:mm A');
}

/** Spec 001 §9: 35 half-hour slots from 07:00 to 00:00 inclusive, as 'HH:mm'. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 35 }, (_, i) => {
  const minutes = (7 * 60 + i * 30) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A slot label as people read it, e.g. '19:30' → '7:30 PM'. */
export function slotLabel(slot: string): string {
  return dayjs(`2000-01-01 ${slot}`, 'YYYY-MM-DD HH:mm').format('h:mm A');
}

export const DATE_PRESETS = [
  { id: 'sat-7am', label: 'Sat 7am', weekday: 6, time: '07:00' },
  { id: 'sat-8am', label: 'Sat 8am', weekday: 6, time: '08:00' },
  { id: 'sun-8am', label: 'Sun 8am', weekday: 0, time: '08:00' },
  { id: 'thu-7pm', label: 'Thu 7pm', weekday: 4, time: '19:00' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** The next occurrence of the preset's weekday after today (never today), in the viewer's time zone. */
export function presetDate(preset: DatePreset, now: Date, timeZone: string): { date: string; time: string } {
  const today = dayjs(now).tz(timeZone);
  const ahead = (preset.weekday - today.day() + 7) % 7 || 7;
  return { date: today.add(ahead, 'day').format('YYYY-MM-DD'), time: preset.time };
}
