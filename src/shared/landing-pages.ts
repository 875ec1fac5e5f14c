import type { Locale } from './i18n/locales';

/** The area of the landing page's words: the build pre-renders the page with it, and its islands load only it. */
export const LANDING_AREA = 'landing';

/** The pre-rendered landing page of a language, as the build writes it into the client's folder. */
export const landingPageFile = (locale: Locale): string => `landing.${locale}.html`;
