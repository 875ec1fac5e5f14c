import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, enough to read links from. */
  text: string;
}

/** Undoes quoted-printable encoding (RFC 2045 §6.7), which nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on a local port (`port`, else any free one) that keeps every message it receives.
 * `refuse`, asked at the end of each message with its recipients, can answer with an SMTP code instead (451:
 * try again later; 550: never), and the message is not kept.
 */
export async function startSmtpInbox(
  options: {
    refuse?: (to: string[]) => number | undefined | Promise<number | undefined>;
    port?: number;
  } = {},
) {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Senders keep pooled connections open; stopping does not wait for them to hang up.
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const code = await options.refuse?.(to);
        if (code) return callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');

  const mailsTo = (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    mailsTo,
    /** Waits (up to `timeoutMs`) until `to` has received `count` messages; returns the latest. */
    async waitForMail(to: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (mailsTo(to).length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail number ${count} for ${to}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mailsTo(to).at(-1) as ReceivedMail;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The reset link in a received password-reset mail. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  return link;
}
