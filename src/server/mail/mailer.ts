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

type Reply = { id: number; result?: { file?: string }; error?: { message: string; responseCode?: number } };

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
  const pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  let lastId = 0;
  let worker: Worker | undefined;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker = undefined; // the next mail starts a new thread
  };

  function thread(): Worker {
    if (worker) return worker;
    if (!existsSync(workerScript)) throw new Error(`missing ${workerScript}`);
    const started = new Worker(workerScript, {
      workerData: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir },
    });
    started.on('message', (reply: Reply) => {
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      call?.resolve(reply);
    });
    started.on('error', failAll);
    started.on('exit', (code) => failAll(new Error(`the mail thread exited with ${code}`)));
    worker = started;
    return started;
  }

  return {
    async send(message) {
      const id = ++lastId;
      const reply = await new Promise<Reply>((resolve, reject) => {
        const mailThread = thread();
        // Idle, the thread keeps nothing alive; while a mail is on its way it keeps the process up.
        if (pending.size === 0) mailThread.ref();
        pending.set(id, { resolve, reject });
        mailThread.postMessage({ op: 'send', id, message });
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
      worker?.postMessage({ op: 'close' });
      worker = undefined;
    },
  };
}
