import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable id: the same notification sent twice carries the same Message-ID, so mail clients show it once. */
  messageId?: string;
  headers?: Record<string, string>;
  /** A calendar invite, sent as a text/calendar part with its METHOD (nodemailer's icalEvent). */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
}

/** nodemailer's form of a message. */
const toNodemailer = ({ calendar, ...message }: MailMessage) => ({
  ...message,
  ...(calendar ? { icalEvent: calendar } : {}),
});

/** A send waits at most this long for the server at each step, well inside the outbox's lease. */
const SMTP_TIMEOUT_MS = 30_000;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Hangs up pooled SMTP connections (at shutdown). */
  close(): void;
}

/**
 * Outgoing mail: through SMTP_URL when set; otherwise each message is written as an .eml file into
 * DATA_DIR/mail (a self-hosted install without a mail server can still hand out reset links).
 * The log names the recipient, subject and file, never the message body: it may carry a reset link.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  if (config.smtpUrl) {
    // Pooled: a batch of notifications reuses one connection instead of a handshake per mail.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...toNodemailer(message) });
        log.info('mail sent', { to: message.to, subject: message.subject });
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail({ from: config.mailFrom, ...toNodemailer(message) });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // The folder is made when a write finds it missing, not before every mail (a busy outbox writes many).
      await writeFile(file, raw as Buffer, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(file, raw as Buffer, { mode: 0o600 });
      });
      log.info('mail written to a file (no SMTP_URL set)', {
        to: message.to,
        subject: message.subject,
        file,
      });
    },
    close: () => {},
  };
}
