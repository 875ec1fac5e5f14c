/** One language's messages by id, in ICU MessageFormat, as src/shared/i18n/messages/<locale>/<area>.json hold them. */
export type Catalogue = Record<string, string>;

/** The browser's two parts of a language's catalogue: the first screen's areas, and all the others. */
export type CataloguePart = 'first' | 'later';
