import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { accountDataMessages } from '../../../shared/account-data';
import { isSupportedLocale, localeFromCookie } from '../../../shared/i18n/locales';
import { negotiateLocale } from '../../../shared/i18n/negotiate';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { account, profiles } from '../../db/schema';
import { ApiError, forbidden } from '../../http/errors';
import { consumeRateLimit, type RateLimitRule, refundAttempt } from '../../http/rate-limit';
import { intlFor } from '../../i18n/intl';
import type { Logger } from '../../log';
import type { FileStorage } from '../../storage/file-storage';
import { eraseAccount } from './erase';

/** What deleting an account needs besides the database. */
export interface DeletionContext {
  db: Db;
  auth: Auth;
  storage: FileStorage;
  /** Wrong passwords and codes are counted like sign-in attempts (AUTH_RATE_LIMIT_MAX per window). */
  attempts: RateLimitRule;
  log: Logger;
}

interface Confirmation {
  password?: string;
  code?: string;
}

const refused = (code: string, field: 'password' | 'code', message: string) =>
  new ApiError(400, code, message, { [field]: message });

/**
 * The person proves it is them again: their password, and with two-factor sign-in on, a code from the app.
 * Every try is counted per account in the statement that decides it, as join codes are, so
 * parallel guesses cannot slip past the limit; right answers give their try back. An account that signs in
 * only with Google has no password to give and sets one by e-mail first, so a stolen session alone can never
 * delete an account.
 */
async function confirmIdentity(
  ctx: DeletionContext,
  headers: Headers,
  person: { id: string; twoFactorEnabled?: boolean | null },
  given: Confirmation,
  now: Date,
) {
  const key = `account-delete:${person.id}`;
  await consumeRateLimit(ctx.db, key, ctx.attempts, now);
  const [credential] = await ctx.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')));
  if (!credential?.hash) throw forbidden(accountDataMessages.passwordFirst);
  if (!given.password) throw refused('VALIDATION_FAILED', 'password', accountDataMessages.passwordRequired);
  const hasher = (await ctx.auth.$context).password;
  if (!(await hasher.verify({ hash: credential.hash, password: given.password })))
    throw refused('INVALID_PASSWORD', 'password', accountDataMessages.wrongPassword);
  if (person.twoFactorEnabled) {
    if (!given.code) throw refused('VALIDATION_FAILED', 'code', accountDataMessages.codeRequired);
    try {
      await ctx.auth.api.verifyTOTP({ headers, body: { code: given.code } });
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500)
        throw refused('INVALID_CODE', 'code', accountDataMessages.wrongCode);
      throw error;
    }
  }
  await refundAttempt(ctx.db, key);
}

/**
 * The language a refusal is said in: the account's (Profile), else the device's (the app's cookie), else the
 * browser's Accept-Language, as the app itself starts in.
 */
async function readerIntl(db: Db, userId: string, headers: Headers) {
  const [profile] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const saved = profile?.locale;
  return intlFor(
    isSupportedLocale(saved)
      ? saved
      : (localeFromCookie(headers.get('cookie')) ?? negotiateLocale(headers.get('accept-language'))),
  );
}

/**
 * Delete my account: confirmed, then erased in one transaction (or refused with nothing changed), then its
 * photos' files removed. A file that cannot be removed now is logged and left to the orphan sweep: the
 * account is already gone, and the answer must say so.
 */
export async function deleteAccount(
  ctx: DeletionContext,
  headers: Headers,
  person: { id: string; twoFactorEnabled?: boolean | null },
  given: Confirmation,
  now: Date,
) {
  await confirmIdentity(ctx, headers, person, given, now);
  const intl = await readerIntl(ctx.db, person.id, headers);
  const files = await ctx.db.transaction((tx) => eraseAccount(tx, person.id, now, intl));
  await ctx.storage.remove(files).catch((error: unknown) => {
    ctx.log.error('photo files of a deleted account were not removed', { error: String(error) });
  });
}
