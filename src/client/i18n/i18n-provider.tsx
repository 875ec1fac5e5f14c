import { createContext, Fragment, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, loadCatalogue } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { setFormatLocale } from './format-locale';
import { LocaleContext } from './locale-context';

/** A language with its catalogue loaded. */
export interface LoadedLanguage {
  locale: Locale;
  messages: Catalogue;
}

interface LanguageSwitch {
  locale: Locale;
  /** Loads the language's catalogue, then redraws the app in it. */
  changeLanguage: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageSwitch>({
  locale: DEFAULT_LOCALE,
  changeLanguage: async () => {},
});

export const useLanguage = (): LanguageSwitch => useContext(LanguageContext);

/** The `Intl` locale of an app language, for dates and numbers: the spec's English is US English. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

/** Loads a language's catalogue; English (the code's own text) needs none. */
export async function loadLanguage(locale: Locale): Promise<LoadedLanguage> {
  return { locale, messages: await loadCatalogue[locale]() };
}

/**
 * The app's words (react-intl) and formats (LocaleContext) in one language. A change of language draws
 * everything under it anew (`key`): every message and date is then in the new language, including those that
 * plain functions format outside React (format-locale.ts). A message missing from a catalogue shows its English
 * text; the catalogue check in `npm test` keeps that from shipping, so it is not reported again here.
 */
export function I18nProvider({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const changeLanguage = useCallback(async (locale: Locale) => {
    const loaded = await loadLanguage(locale);
    document.documentElement.lang = locale;
    setLanguage(loaded);
  }, []);
  const value = useMemo(
    () => ({ locale: language.locale, changeLanguage }),
    [language.locale, changeLanguage],
  );
  setFormatLocale(language.locale);
  return (
    <IntlProvider
      locale={language.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={language.messages}
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      <LocaleContext.Provider value={intlLocaleOf(language.locale)}>
        <LanguageContext.Provider value={value}>
          <Fragment key={language.locale}>{children}</Fragment>
        </LanguageContext.Provider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}
