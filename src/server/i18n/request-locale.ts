import { eq } from 'drizzle-orm';
import { type Locale, localeFromCookie } from '../../shared/i18n/locales';
import { negotiateLocale } from '../../shared/i18n/negotiate';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/**
 * The language a request asks for when no account says one: the device's choice (the cookie the app and the
 * signed-out pages' language switches keep), else the browser's Accept-Language, else English.
 */
export const requestLocale = (headers: Headers): Locale =>
  localeFromCookie(headers.get('cookie')) ?? negotiateLocale(headers.get('accept-language'));

/** The language a person chose in Profile, or null (none chosen: mails and calendars are then in English). */
export async function profileLocale(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.locale ?? null;
}

/** A signed-in request's language: the account's (Profile), else the request's. */
export async function viewerLocale(db: Db, userId: string, headers: Headers): Promise<string> {
  return (await profileLocale(db, userId)) ?? requestLocale(headers);
}
