import { useCallback } from 'react';
import { formatMinor } from '../../shared/money';
import { useLocale } from '../i18n/locale-context';

/**
 * Formats an amount in a currency's minor unit as the viewer reads money (their locale), e.g. 2470 EUR →
 * "24,70 €" for a French viewer, "€24.70" for an American one.
 */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const locale = useLocale();
  return useCallback((amount, currency) => formatMinor(amount, currency, locale), [locale]);
}
