import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Hangs up pooled SMTP connections and ends the mail thread (at shutdown). */
  close(): void;
}

interface MailThread {
  worker: Worker;
  /** The mails given to this thread and not yet answered, by id. */
  pending: Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>;
}

type Reply = {
  id: number;
  result?: { file?: string };
  error?: { message: string; responseCode?: number; code?: string };
};

// Next to this module in the sources, next to the bundle once built (scripts/build.ts copies it).
const workerScript = fileURLToPath(new URL('./mail-worker.mjs', import.meta.url));

/**
 * Outgoing mail, composed and sent on its own thread (mail-worker.mjs) so that building messages never holds
 * up a request: through SMTP_URL when set; otherwise each message is written as an .eml file into
 * DATA_DIR/mail (a self-hosted install without a mail server can still hand out reset links). The thread
 * starts with the first mail. The log names the recipient, subject and file, never the body: it may carry a
 * reset link.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  let lastId = 0;
  let current: MailThread | undefined;

  // Each thread answers only the mails it was given: a thread that ends (closed, or crashed) fails its own
  // waiting mails and never those of the thread that replaced it.
  function thread(): MailThread {
    if (current) return current;
    if (!existsSync(workerScript)) throw new Error(`missing ${workerScript}`);
    const worker = new Worker(workerScript, {
      workerData: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir },
    });
    const started: MailThread = { worker, pending: new Map() };
    const end = (error: Error) => {
      for (const call of started.pending.values()) call.reject(error);
      started.pending.clear();
      if (current === started) current = undefined; // the next mail starts a new thread
    };
    worker.on('message', (reply: Reply) => {
      const call = started.pending.get(reply.id);
      started.pending.delete(reply.id);
      if (started.pending.size === 0) worker.unref();
      call?.resolve(reply);
    });
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the mail thread exited with ${code}`)));
    current = started;
    return started;
  }

  return {
    async send(message) {
      const id = ++lastId;
      const reply = await new Promise<Reply>((resolve, reject) => {
        const { worker, pending } = thread();
        // Idle, the thread keeps nothing alive; while a mail is on its way it keeps the process up.
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve, reject });
        worker.postMessage({ op: 'send', id, message });
      });
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      const file = reply.result?.file;
      if (file)
        log.info('mail written to a file (no SMTP_URL set)', {
          to: message.to,
          subject: message.subject,
          file,
        });
      else log.info('mail sent', { to: message.to, subject: message.subject });
    },
    close() {
      current?.worker.postMessage({ op: 'close' });
      current = undefined;
    },
  };
}
