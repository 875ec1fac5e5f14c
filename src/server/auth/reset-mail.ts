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
