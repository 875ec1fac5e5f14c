// Outgoing mail's own thread: nodemailer builds each message (MIME parts, encodings, boundaries) with a good
// deal of JavaScript — a fifth of the server's main-thread time under the mixed load, where every expense,
// payment and game change mails several people. Here it answers the messages of mailer.ts: one `send` each,
// replied to with where it went or why it failed. Plain JavaScript next to the server bundle, like
// pglite-worker.mjs.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const { smtpUrl, mailFrom, dataDir } = workerData;
/** A send waits at most this long for the server at each step, well inside the outbox's lease. */
const SMTP_TIMEOUT_MS = 30_000;
/** How long a closing thread waits for its connections to hang up. */
const CLOSE_GRACE_MS = 1_000;

/** nodemailer's form of a message: a calendar invite goes as its icalEvent (a text/calendar part). */
const toNodemailer = ({ calendar, ...message }) => ({
  from: mailFrom,
  ...message,
  ...(calendar ? { icalEvent: calendar } : {}),
});

/** Through SMTP_URL when set: pooled, so a batch of notifications reuses one connection. */
function smtpSender() {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(message));
      return {};
    },
    close: () => transport.close(),
  };
}

/** Otherwise each message is written as an .eml file into DATA_DIR/mail. */
function fileSender() {
  const folder = path.join(dataDir, 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail(toNodemailer(message));
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // The folder is made when a write finds it missing, not before every mail (a busy outbox writes many).
      await writeFile(file, raw, { mode: 0o600 }).catch(async (error) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(file, raw, { mode: 0o600 });
      });
      return { file };
    },
    close: () => {},
  };
}

const sender = smtpUrl ? smtpSender() : fileSender();

parentPort.on('message', async (request) => {
  if (request.op === 'close') {
    sender.close(); // idle pooled connections say QUIT
    parentPort.close();
    // A send still waiting on a silent server would hold the thread for its whole timeout: give the goodbyes
    // a moment, then end; the mails still waiting fail (the outbox tries them again).
    setTimeout(() => process.exit(), CLOSE_GRACE_MS).unref();
    return;
  }
  try {
    parentPort.postMessage({ id: request.id, result: await sender.send(request.message) });
  } catch (error) {
    // The SMTP reply code crosses too: 5xx tells the outbox not to try again. So does the error's code: a
    // server out of reach (ECONNECTION, ETIMEDOUT…) or a full disk (ENOSPC) holds back all mail, not this one.
    const responseCode = typeof error?.responseCode === 'number' ? error.responseCode : undefined;
    const code = typeof error?.code === 'string' ? error.code : undefined;
    parentPort.postMessage({
      id: request.id,
      error: { message: String(error?.message ?? error), responseCode, code },
    });
  }
});
