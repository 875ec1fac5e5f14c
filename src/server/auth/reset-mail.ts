import { sql } from 'drizzle-orm';
import { defineMessages } from '../../shared/i18n/define';
import type { Db } from '../db/client';
import { intlFor } from '../i18n/intl';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const messages = defineMessages({
  subject: { id: 'mail.reset.subject', defaultMessage: 'Reset your Turnout password' },
  greeting: { id: 'mail.reset.greeting', defaultMessage: 'Hi {name},' },
  greetingNoName: { id: 'mail.reset.greetingNoName', defaultMessage: 'Hi there,' },
  asked: {
    id: 'mail.reset.asked',
    defaultMessage:
      'Someone asked to reset the password of your Turnout account. Choose a new password here:',
  },
  link: { id: 'mail.reset.link', defaultMessage: 'Choose a new password' },
  once: {
    id: 'mail.reset.once',
    defaultMessage:
      'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
});

/** The password-reset e-mail, in the reader's language: one link that works once, for an hour. */
export function resetPasswordMail(
  to: string,
  name: string,
  url: string,
  locale: string | null = null,
): MailMessage {
  const say = intlFor(locale).formatMessage;
  const greeting = name ? say(messages.greeting, { name }) : say(messages.greetingNoName);
  const asked = say(messages.asked);
  const once = say(messages.once);
  return {
    to,
    subject: say(messages.subject),
    text: `${greeting}\n\n${asked}\n\n${url}\n\n${once}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(say(messages.link))}</a></p><p>${escapeHtml(once)}</p>`,
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
  reader: { email: string; fullName: string; locale: string | null },
  url: string | undefined,
  now: Date,
): Promise<MailMessage | null> {
  if (!url) return null;
  // better-auth keeps the identifier as it is (auth.ts sets no verification.storeIdentifier).
  const live = await db.execute(sql`select 1 from verification
    where identifier = ${`reset-password:${tokenOf(url)}`} and expires_at > ${now}`);
  return live.rows.length > 0 ? resetPasswordMail(reader.email, reader.fullName, url, reader.locale) : null;
}
