/**
 * The app language for plain formatting functions (src/client/components/game-when.ts), which run outside React:
 * set by I18nProvider as it renders, before anything under it (a language change redraws everything under it).
 */
let current = 'en';

export const formatLocale = (): string => current;

export function setFormatLocale(locale: string): void {
  current = locale;
}
