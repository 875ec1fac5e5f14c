import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test-support/server';
import { mailOutbox } from '../../db/schema';
import { signUp } from '../../test/agent';
import { follow, requestReset, setPassword, signIn, startMailDelivery } from '../../test/password-reset';
import { resetLinkIn, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Waits (up to 15 s) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Retries come quickly here; the server's own back-off starts at 30 s. */
const quickRetries = { backoffMs: () => 100 };

describe('a password-reset mail while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resetMails = (userId: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'password_reset')));

  it('waits in the outbox, arrives exactly once when the server is back (after a restart), and its link works', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const { userId, email } = await signUp(t, 'Offline Olive');
    let delivery = startMailDelivery(t, smtpUrl, quickRetries);
    const unknown = `nobody-${Date.now()}@example.test`;
    const forKnown = await requestReset(t, email);
    const forUnknown = await requestReset(t, unknown);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(await forUnknown.json()).toEqual(await forKnown.json());

    // Nothing listens on the port: every try fails and the mail stays queued.
    await until(async () => (await resetMails(userId))[0]?.attempts === 3, 'three failed tries');
    const [queued] = await resetMails(userId);
    expect(queued).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });

    // The process stops and another starts; the mail server comes back, refusing once more before it accepts.
    await delivery.stop();
    let refusals = 1;
    const inbox = await startSmtpInbox({ port, refuse: () => (refusals-- > 0 ? 451 : undefined) });
    delivery = startMailDelivery(t, smtpUrl, quickRetries);
    try {
      const mail = await inbox.waitForMail(email);
      expect(mail.raw).toMatch(/^Subject: Reset your Turnout password/m);
      await until(async () => (await resetMails(userId))[0]?.sentAt != null, 'marked sent');
      await new Promise((resolve) => setTimeout(resolve, 500)); // a few more passes of the loop
      expect(inbox.mails).toHaveLength(1);
      expect(inbox.mailsTo(unknown)).toEqual([]);
      // The link is not kept once its mail is sent.
      expect((await resetMails(userId))[0]?.data).toEqual({});

      const token = (await follow(t, resetLinkIn(mail))).searchParams.get('token') ?? '';
      expect((await setPassword(t, token, 'back-online-pass-1')).status).toBe(200);
      expect((await signIn(t, email, 'back-online-pass-1')).status).toBe(200);
    } finally {
      await delivery.stop();
      await inbox.stop();
    }
  });

  it('is not sent once its link’s hour has passed', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const { userId, email } = await signUp(t, 'Late Larry');
    const down = startMailDelivery(t, smtpUrl, quickRetries);
    expect((await requestReset(t, email)).status).toBe(200);
    await until(async () => (await resetMails(userId))[0]?.lastError != null, 'a failed try');
    await down.stop();

    // The mail server is back an hour and a minute later.
    const inbox = await startSmtpInbox({ port });
    const later = startMailDelivery(t, smtpUrl, quickRetries, () => new Date(Date.now() + 61 * 60_000));
    try {
      await until(async () => (await resetMails(userId))[0]?.sentAt != null, 'given up');
      expect((await resetMails(userId))[0]?.lastError).toBe('the link expired before it could be sent');
      expect(inbox.mails).toEqual([]);
    } finally {
      await later.stop();
      await inbox.stop();
    }
  });
});
