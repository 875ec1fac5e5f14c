import { createContext, useContext } from 'react';

/**
 * The viewer's locale (a BCP 47 tag such as "fr-FR"), for every `Intl` format on a screen: money, dates, numbers.
 * The app's root provides it; outside a provider (tests of a lone component) it is English.
 */
export const LocaleContext = createContext('en-US');

export function useLocale(): string {
  return useContext(LocaleContext);
}
