import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { createMailer } from './mailer';

function recordingLogger() {
  const lines: string[] = [];
  const log: Logger = {
    info: (message, details) => lines.push(`${message} ${JSON.stringify(details)}`),
    error: (message, details) => lines.push(`ERROR ${message} ${JSON.stringify(details)}`),
  };
  return { log, lines };
}

const message = {
  to: 'pat@example.test',
  subject: 'Reset your Turnout password',
  text: 'Secret link: http://localhost:3000/api/auth/reset-password/abc123',
  html: '<p>Secret link</p>',
};

describe('mailer', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-mail-'));
  let inbox: SmtpInbox | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await inbox?.stop();
  });

  it('without SMTP_URL writes each message into DATA_DIR/mail and logs where, not what', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Turnout <me@localhost>', dataDir }, log);
    await mailer.send(message);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, 'mail', files[0] ?? '');
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^To: pat@example.test/m);
    expect(raw).toMatch(/^From: Turnout <me@localhost>/m);
    expect(raw).toContain('reset-password/abc123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file);
    expect(lines[0]).toContain('pat@example.test');
    expect(lines[0]).not.toContain('abc123');
  });

  it('without SMTP_URL makes the mail folder again if it is removed while running', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Turnout <me@localhost>', dataDir }, log);
    await mailer.send(message);
    rmSync(path.join(dataDir, 'mail'), { recursive: true });
    await mailer.send({ ...message, to: 'sam@example.test' });
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8')).toMatch(
      /^To: sam@example.test/m,
    );
  });

  it('with SMTP_URL delivers through the SMTP server', async () => {
    inbox = await startSmtpInbox();
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: inbox.url, mailFrom: 'Turnout <me@localhost>', dataDir }, log);
    await mailer.send(message);
    const mail = await inbox.waitForMail('pat@example.test');
    expect(mail.text).toContain('http://localhost:3000/api/auth/reset-password/abc123');
  });

  it('a mail sent after close goes out on a new thread, whatever the old thread does as it ends', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Turnout <me@localhost>', dataDir }, log);
    await mailer.send(message);
    mailer.close();
    // The old thread exits while the new one starts; its end must not fail the new thread's mail.
    await expect(mailer.send({ ...message, to: 'late@example.test' })).resolves.toBeUndefined();
    mailer.close();
  });

  it('a closed mail thread fails the mails still waiting on it within a second, not at the SMTP timeout', async () => {
    // An SMTP peer that accepts and never greets: the mail waits on the thread until the thread ends.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const { log } = recordingLogger();
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Turnout <me@localhost>', dataDir },
        log,
      );
      const waiting = mailer.send(message);
      await expect.poll(() => sockets.length).toBe(1);
      mailer.close();
      await expect(waiting).rejects.toThrow(/mail thread exited/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
