import { NativeSelect } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { rememberLocale } from '../i18n/device-locale';
import { useLanguage } from '../i18n/i18n-provider';
import { shellMessages } from './shell-messages';

/**
 * The signed-out pages' language switch: each language by its own name. A native select, not a menu: it
 * stays out of the way of the entry chunk's weight (a popover brings @floating-ui). The choice is this
 * device's (a cookie), until an account with a language of its own signs in.
 */
export default function LanguageMenu() {
  const intl = useIntl();
  const { locale, changeLanguage } = useLanguage();
  return (
    <NativeSelect
      aria-label={intl.formatMessage(shellMessages.language)}
      value={locale}
      size="xs"
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isSupportedLocale(chosen)) return;
        rememberLocale(chosen);
        void changeLanguage(chosen);
      }}
    >
      {SUPPORTED_LOCALES.map((option) => (
        // Each name in its own language, for speech too.
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
