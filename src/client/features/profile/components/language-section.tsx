import { NativeSelect, Paper, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  isSupportedLocale,
  LOCALE_NAMES,
  type Locale,
  SUPPORTED_LOCALES,
} from '../../../../shared/i18n/locales';
import { FormAlert } from '../../../components/form-alert';
import { useMe, useUpdateProfile } from '../../../data/me';
import { browserLocale, rememberLocale } from '../../../i18n/device-locale';
import { useLanguage } from '../../../i18n/i18n-provider';
import { profileScreenMessages as m } from '../profile-messages';

/** Stands for "no language of its own" in the select: the account follows the browser. */
const BROWSER = 'browser';

/**
 * The account's language: the app's words, and the e-mails and pushes the server sends. Saved as soon as it is
 * picked; the app then speaks it (useAccountLanguage). "Same as this browser" clears it.
 */
export function LanguageSection() {
  const intl = useIntl();
  const me = useMe();
  const update = useUpdateProfile();
  const { changeLanguage } = useLanguage();
  const saved = me.data?.profile.locale;
  const options = [
    {
      value: BROWSER,
      label: intl.formatMessage(m.browserLanguage, { language: LOCALE_NAMES[browserLocale()] }),
    },
    ...SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];

  const choose = (value: string) => {
    const locale: Locale | null = isSupportedLocale(value) ? value : null;
    update.mutate(
      { locale },
      {
        onSuccess: () => {
          if (locale !== null) return;
          // Following the browser again: this device forgets the account's language.
          rememberLocale(null);
          void changeLanguage(browserLocale());
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="language">
      <Title order={2} size="h3" mb="md" id="language">
        {intl.formatMessage(m.language)}
      </Title>
      <FormAlert message={update.isError ? intl.formatMessage(m.languageFailed) : null} />
      <NativeSelect
        label={intl.formatMessage(m.languageLabel)}
        value={isSupportedLocale(saved) ? saved : BROWSER}
        onChange={(event) => choose(event.currentTarget.value)}
        disabled={update.isPending || !me.data}
      >
        {options.map(({ value, label }) => (
          // Each language's name in its own language, for speech too.
          <option key={value} value={value} lang={isSupportedLocale(value) ? value : undefined}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </Paper>
  );
}
