import { NativeSelect } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../../shared/i18n/locales';
import { landingMessages } from '../landing-messages';
import { switchLanguage } from '../switch-language';

/**
 * The landing page's language switch, as the other signed-out pages have: each language by its own name. The
 * page comes pre-rendered in each language, so a choice is kept (the device's cookie) and the page asked
 * for again. It is plain HTML on the pre-rendered page (landing-main.ts listens to it) and a React select in
 * the app's own drawing of the page.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  return (
    <NativeSelect
      aria-label={intl.formatMessage(landingMessages.language)}
      value={intl.locale}
      size="xs"
      // landing-main.ts finds the pre-rendered select by this mark.
      data-language-switch=""
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isSupportedLocale(chosen)) switchLanguage(chosen);
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
