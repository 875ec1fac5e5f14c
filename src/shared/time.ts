import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone a server render of a screen is drawn in (inViewerTimeZone), instead of the process's. */
let viewerZone: string | null = null;

/** The viewer's IANA time zone (the browser's, or the process's in tests; the viewer's in a server render). */
export function localTimeZone(): string {
  return viewerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Runs a synchronous render with `localTimeZone()` answering the viewer's zone, not the server's. */
export function inViewerTimeZone<T>(timeZone: string, render: () => T): T {
  viewerZone = timeZone;
  try {
    return render();
  } finally {
    viewerZone = null;
  }
}

/** The instant of a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The named parts of an instant in a time zone, read with Intl (cached per zone and style): dayjs's tz() is an
 * hour off when the wall-clock time falls in the running process's own daylight-saving gap.
 */
function partsOf(
  instant: Date | string,
  timeZone: string,
  style: 'numeric' | 'words',
): Record<string, string> {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      style === 'numeric'
        ? {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h23',
          }
        : {
            timeZone,
            weekday: 'short',
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h12',
          },
    );
    formats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
}

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:mm') of an instant in a time zone. */
export function wallClock(instant: Date | string, timeZone: string): { date: string; time: string } {
  const part = partsOf(instant, timeZone, 'numeric');
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The `Intl` locale of an app language: the spec's English is US English. */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale);

const localeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as `Intl` writes it in a locale and zone (cached per locale, zone and style). */
function localized(instant: Date | string, timeZone: string, locale: string, style: 'date' | 'time'): string {
  const key = `${style} ${locale} ${timeZone}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(locale),
      style === 'date'
        ? { timeZone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }
        : { timeZone, hour: 'numeric', minute: '2-digit' },
    );
    localeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/**
 * 'EEE, MMM d, yyyy' in the viewer's time zone, e.g. 'Sat, Nov 28, 2026'; in another language, that language's
 * own short date with its weekday ('sam. 28 nov. 2026').
 */
export function formatGameDate(instant: Date | string, timeZone: string, locale = 'en'): string {
  if (locale !== 'en') return localized(instant, timeZone, locale, 'date');
  const part = partsOf(instant, timeZone, 'words');
  return `${part.weekday}, ${part.month} ${part.day}, ${part.year}`;
}

/**
 * 'h:mm a' in the viewer's time zone, e.g. '7:00 AM' (built from parts: ICU puts a narrow space before AM); in
 * another language, that language's clock ('19:00').
 */
export function formatGameTime(instant: Date | string, timeZone: string, locale = 'en'): string {
  if (locale !== 'en') return localized(instant, timeZone, locale, 'time');
  const part = partsOf(instant, timeZone, 'words');
  return `${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}

/** Spec 001 §9: 35 half-hour slots from 07:00 to 00:00 inclusive, as 'HH:mm'. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 35 }, (_, i) => {
  const minutes = (7 * 60 + i * 30) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A slot label as people read it, e.g. '19:30' → '7:30 PM'; in another language, its clock ('19:30'). */
export function slotLabel(slot: string, locale = 'en'): string {
  if (locale !== 'en') return formatGameTime(`2000-01-01T${slot}:00Z`, 'UTC', locale);
  return dayjs(`2000-01-01 ${slot}`, 'YYYY-MM-DD HH:mm').format('h:mm A');
}

export const DATE_PRESETS = [
  { id: 'sat-7am', label: 'Sat 7am', weekday: 6, time: '07:00' },
  { id: 'sat-8am', label: 'Sat 8am', weekday: 6, time: '08:00' },
  { id: 'sun-8am', label: 'Sun 8am', weekday: 0, time: '08:00' },
  { id: 'thu-7pm', label: 'Thu 7pm', weekday: 4, time: '19:00' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's button: the spec's 'Sat 7am' in English; in another language its short weekday and clock. */
export function presetLabel(preset: DatePreset, locale = 'en'): string {
  if (locale === 'en') return preset.label;
  // 2000-01-01 was a Saturday (weekday 6): the preset's weekday falls within the week that follows.
  const day = 1 + ((preset.weekday - 6 + 7) % 7);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`2000-01-0${day}T${preset.time}:00Z`));
}

/** The next occurrence of the preset's weekday after today (never today), in the viewer's time zone. */
export function presetDate(preset: DatePreset, now: Date, timeZone: string): { date: string; time: string } {
  const today = dayjs(now).tz(timeZone);
  const ahead = (preset.weekday - today.day() + 7) % 7 || 7;
  return { date: today.add(ahead, 'day').format('YYYY-MM-DD'), time: preset.time };
}
