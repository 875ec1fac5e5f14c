import { createContext, Fragment, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogue } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { loadCatalogue } from './catalogues';
import { startLocale } from './device-locale';
import { setFormatLocale } from './format-locale';
import { LocaleContext } from './locale-context';

/** A language with its catalogue loaded: the first screen's part, or whole. */
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

/** Loads the first screen's part of a language's catalogue. */
export async function loadLanguage(locale: Locale): Promise<LoadedLanguage> {
  return { locale, messages: await loadCatalogue[locale].first() };
}

// The rest of the catalogue, merged into the app's once loaded. Screens other than the first, loaded by the
// router, wait for `laterMessages()` before they draw. The router starts loading the screen asked for before the
// app first draws: a part that comes before the provider is there waits in `pending` for it.
const laterParts = new Map<Locale, Promise<Catalogue>>();
const pending = new Map<Locale, Catalogue>();
const merged = new Set<Locale>();
let shown: { locale: Locale; merge: (locale: Locale, later: Catalogue) => Promise<void> } | null = null;

const laterPart = (locale: Locale): Promise<Catalogue> => {
  let part = laterParts.get(locale);
  if (!part) {
    part = loadCatalogue[locale].later();
    part.catch(() => laterParts.delete(locale));
    laterParts.set(locale, part);
  }
  return part;
};

/** Resolves once the app's words include every area's, in its language: loads the rest if it has not yet. */
export async function laterMessages(): Promise<void> {
  const locale = shown?.locale ?? startLocale();
  if (merged.has(locale)) return;
  const later = await laterPart(locale);
  if (shown) await shown.merge(locale, later);
  else pending.set(locale, later);
}

/** The language the app first draws in, with the rest of its words if they came first. */
function withPending(initial: LoadedLanguage): LoadedLanguage {
  const later = pending.get(initial.locale);
  if (!later) return initial;
  merged.add(initial.locale);
  return { ...initial, messages: { ...initial.messages, ...later } };
}

// In a production build react-intl reports nothing by itself; a browser test fails on any console error.
const reportMessageError = (error: Error) => console.error(error);

/**
 * The app's words (react-intl) and formats (LocaleContext) in one language. A change of language draws
 * everything under it anew (`key`): every message and date is then in the new language, including those that
 * plain functions format outside React (format-locale.ts). A message missing from the loaded catalogue is an
 * error: a message of a later area shown before its part was loaded, or one a catalogue lacks (the catalogue
 * check in `npm test` keeps that from shipping).
 */
export function I18nProvider({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [language, setLanguage] = useState(() => withPending(initial));
  const mergeLater = useCallback(async (locale: Locale, later: Catalogue) => {
    if (locale !== shown?.locale || merged.has(locale)) return;
    merged.add(locale);
    await new Promise<void>((resolve) => {
      setLanguage((current) => ({ ...current, messages: { ...current.messages, ...later } }));
      // The update is drawn before, or with, the screen that waits on it (a router transition).
      queueMicrotask(resolve);
    });
  }, []);
  shown = { locale: language.locale, merge: mergeLater };
  const changeLanguage = useCallback(async (locale: Locale) => {
    const [first, later] = await Promise.all([loadCatalogue[locale].first(), laterPart(locale)]);
    document.documentElement.lang = locale;
    merged.clear();
    merged.add(locale);
    setLanguage({ locale, messages: { ...first, ...later } });
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
      onError={reportMessageError}
    >
      <LocaleContext.Provider value={intlLocaleOf(language.locale)}>
        <LanguageContext.Provider value={value}>
          <Fragment key={language.locale}>{children}</Fragment>
        </LanguageContext.Provider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}
