import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset e-mail: one link that works once, for an hour. */
export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const greeting = `Hi ${name || 'there'},`;
  const lines = [
    'Someone asked to reset the password of your Turnout account. Choose a new password here:',
    'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Turnout password',
    text: `${greeting}\n\n${lines[0]}\n\n${url}\n\n${lines[1]}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines[0] ?? '')}</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>${escapeHtml(lines[1] ?? '')}</p>`,
  };
}

/** The token of a reset link (…/reset-password/<token>?callbackURL=…), as better-auth keys it. */
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

/**
 * Queues the reset mail in the outbox, which sends it with retries, once, across restarts (notifications/
 * delivery.ts). One row per link, however often the same link is queued.
 */
export async function queueResetMail(db: Db, userId: string, url: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into mail_outbox (user_id, kind, data, dedupe_key, created_at, next_attempt_at)
    values (${userId}, 'password_reset', ${JSON.stringify({ resetUrl: url })}::jsonb,
      ${`password_reset:${tokenOf(url)}`}, ${now}, ${now})
    on conflict (dedupe_key) do nothing`);
}

/**
 * The reset mail of a queued link, or null once the link cannot work any more (its hour is up, or it was
 * used): a late mail must not send a dead link.
 */
export async function queuedResetMail(
  db: Db,
  reader: { email: string; fullName: string },
  url: string | undefined,
  now: Date,
): Promise<MailMessage | null> {
  if (!url) return null;
  // better-auth keeps the identifier as it is (auth.ts sets no verification.storeIdentifier).
  const live = await db.execute(sql`select 1 from verification
    where identifier = ${`reset-password:${tokenOf(url)}`} and expires_at > ${now}`);
  return live.rows.length > 0 ? resetPasswordMail(reader.email, reader.fullName, url) : null;
}
