import { useEffect } from 'react';
import { isSupportedLocale } from '../../shared/i18n/locales';
import { useMe } from '../data/me';
import { rememberLocale } from './device-locale';
import { useLanguage } from './i18n-provider';

/**
 * Follows the language saved on the account (Profile): once the profile is in, a language chosen there (maybe
 * on another device) becomes this device's too, remembered for the next start and for the server's drawing.
 * An account that follows the browser leaves the device as it is.
 */
export function useAccountLanguage(): void {
  const saved = useMe().data?.profile.locale;
  const { locale, changeLanguage } = useLanguage();
  useEffect(() => {
    if (!isSupportedLocale(saved)) return;
    rememberLocale(saved);
    if (saved !== locale) void changeLanguage(saved);
  }, [saved, locale, changeLanguage]);
}
