/**
 * A message's area is the first part of its id ('games.card.going' → 'games'); each area's messages live in
 * src/shared/i18n/messages/<locale>/<area>.json, so the people working on one part of the app, and translators,
 * each keep to their own files.
 */
export const areaOf = (id: string): string => id.slice(0, id.indexOf('.'));

/**
 * The areas the signed-in first screen (the games list and the frame around it) says its words from: the browser
 * loads these with the app, and every other area's words with the first other screen or dialog it opens
 * (src/client/i18n/catalogues.ts). A message of another area shown on the first screen is reported as missing.
 * The feed's sentences ('update') are said on the Updates screen only, so they come with it.
 */
export const FIRST_SCREEN_AREAS: readonly string[] = ['games', 'shell', 'updates'];

/** Areas only the server says (mails, calendars, CSV headers, the manifest): the browser is never sent them. */
export const SERVER_ONLY_AREAS: readonly string[] = ['mail', 'mailKind', 'calendar', 'csv', 'manifest'];
