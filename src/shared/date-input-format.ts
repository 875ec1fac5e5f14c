import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Sunday 0 … Saturday 6, as date pickers count the days of the week. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The first day of a language's week, from `Intl` (`Intl.Locale#getWeekInfo`, where the runtime has it: Monday in
 * most of Europe, Sunday in the US and Brazil); Monday, ISO 8601's, where it has not.
 */
export function firstDayOfWeek(locale: string): WeekDay {
  const tag = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const info = tag.getWeekInfo?.() ?? tag.weekInfo;
  // Intl counts Monday 1 … Sunday 7.
  return info ? ((info.firstDay % 7) as WeekDay) : 1;
}

/**
 * A language's numeric date as dayjs writes and reads it, from `Intl`'s own order and separators:
 * 'MM/DD/YYYY' in US English, 'DD.MM.YYYY' in German, 'DD/MM/YYYY' in French.
 */
export function numericDateFormat(locale: string): string {
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'DD',
    month: 'MM',
    year: 'YYYY',
  };
  return (
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2026, 10, 28)))
      // Separators are punctuation; a literal with letters would be a token to dayjs, so it is bracketed.
      .map((part) => tokens[part.type] ?? (/\p{L}/u.test(part.value) ? `[${part.value}]` : part.value))
      .join('')
  );
}

/**
 * A typed date ('YYYY-MM-DD'), read as the language writes it, or as an ISO date; null when it is neither or no
 * such day exists (31.02.2026).
 */
export function parseTypedDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  for (const format of [numericDateFormat(locale), 'YYYY-MM-DD']) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return date.format('YYYY-MM-DD');
  }
  return null;
}
