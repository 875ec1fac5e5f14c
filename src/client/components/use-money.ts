import { useCallback } from 'react';
import { formatMinor } from '../../shared/money';
import { currencyForLocale } from '../../shared/money-currency';
import { useLocale } from '../i18n/locale-context';

/**
 * Formats an amount in a currency's minor unit as the viewer reads money (their locale), e.g. 2470 EUR →
 * "24,70 €" for a French viewer, "€24.70" for an American one.
 */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const locale = useLocale();
  return useCallback((amount, currency) => formatMinor(amount, currency, locale), [locale]);
}

/**
 * The viewer's own currency, for a new group and for amounts that belong to no group: their region's, read
 * from the browser's languages (the first that names a region, e.g. en-IN → INR) since the app's own
 * language names none, else from the app's locale.
 */
export function useOwnCurrency(): string {
  const locale = useLocale();
  const regional =
    typeof navigator === 'undefined' ? undefined : navigator.languages.find((tag) => tag.includes('-'));
  return currencyForLocale(regional ?? locale);
}
