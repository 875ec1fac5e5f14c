import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../log';
import { createMailer } from '../mail/mailer';
import { createDelivery } from '../notifications/delivery';
import { type Agent, createHttpAgent, json } from '../test/agent';
import { createGroup, generateInvite } from '../test/groups';
import { serveOverHttp } from '../test/http';
import { resetLinkIn, type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { createTestApp, TEST_SIGNUP_CODE, type TestApp } from '../test/test-app';

const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;

/** The text of a mail's body: what follows its headers, its MIME parts' own headers and boundaries left out. */
function bodyLines(raw: string): string[] {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= 12 && !line.startsWith('--') && !/^[\w-]+: /.test(line));
}

/**
 * A realistic API run over a real listener — sign-up, sign-in, a wrong password, a group and its invite code,
 * a calendar feed, a password reset by mail, the metrics, a failing database — with every line the server
 * logs captured from pino's own output, then searched for every secret the run handled.
 */
describe('the logs of a whole API run', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let inbox: SmtpInbox;
  const written: string[] = [];
  let log: Logger;
  beforeAll(async () => {
    log = createLogger('info', { write: (line: string) => void written.push(line) });
    inbox = await startSmtpInbox();
    t = await createTestApp({ metricsToken: METRICS_TOKEN, smtpUrl: inbox.url }, undefined, { log });
    http = await serveOverHttp(t);
  });
  afterAll(async () => {
    await http.close();
    await inbox.stop();
  });

  it('hold no password, cookie, token, secret or mail body', async () => {
    const secrets: Record<string, string> = {};
    const agents: Agent[] = [];
    const browser = () => {
      const agent = createHttpAgent(http.base, t.config.publicUrl);
      agents.push(agent);
      return agent;
    };

    // Sign-up through the gate with a password of its own, then sign-in in another browser.
    const email = `ada-${Date.now()}@example.test`;
    secrets.password = `Pw-${randomBytes(9).toString('hex')}`;
    const ada = browser();
    expect((await ada.api.gate.$post({ json: { code: TEST_SIGNUP_CODE } })).status).toBe(200);
    const signedUp = await ada.fetch(
      '/api/auth/sign-up/email',
      json({ name: 'Ada Secret', email, password: secrets.password }),
    );
    expect(signedUp.status).toBe(200);
    const laptop = browser();
    expect(
      (await laptop.fetch('/api/auth/sign-in/email', json({ email, password: secrets.password }))).status,
    ).toBe(200);
    secrets.wrongPassword = `Wrong-${randomBytes(9).toString('hex')}`;
    const wrong = await browser().fetch(
      '/api/auth/sign-in/email',
      json({ email, password: secrets.wrongPassword }),
    );
    expect(wrong.status).toBe(401);
    expect((await laptop.api.me.$get()).status).toBe(200);

    // A group, its invite code, a wrong code and the right one from a second person.
    const bea = browser();
    expect((await bea.api.gate.$post({ json: { code: TEST_SIGNUP_CODE } })).status).toBe(200);
    secrets.beaPassword = `Pw-${randomBytes(9).toString('hex')}`;
    const beaEmail = `bea-${Date.now()}@example.test`;
    expect(
      (
        await bea.fetch(
          '/api/auth/sign-up/email',
          json({ name: 'Bea', email: beaEmail, password: secrets.beaPassword }),
        )
      ).status,
    ).toBe(200);
    const groupId = await createGroup(ada);
    const invite = await generateInvite(ada, groupId);
    const join = (code: string) =>
      bea.api.groups[':groupId'].join.$post({ param: { groupId }, json: { code } });
    expect((await join(invite.code === '1000' ? '1001' : '1000')).status).toBe(400);
    expect((await join(invite.code)).status).toBe(200);

    // A calendar feed: its token is in the path of every calendar app's request.
    const link = (await (await ada.fetch('/api/me/calendar', { method: 'POST' })).json()) as { url: string };
    secrets.calendarToken = /\/api\/calendar\/([\w-]+)\.ics$/.exec(link.url)?.[1] ?? '';
    expect(secrets.calendarToken.length).toBeGreaterThan(20);
    expect((await fetch(`${http.base}/api/calendar/${secrets.calendarToken}.ics`)).status).toBe(200);

    // A password reset, mailed through the outbox by the delivery worker, logging where the app logs.
    const mailer = createMailer(
      { smtpUrl: inbox.url, mailFrom: t.config.mailFrom, dataDir: '/nonexistent' },
      log,
    );
    const delivery = createDelivery({ db: t.db, mailer, config: t.config, log }, { pollMs: 50 });
    delivery.start();
    const redirectTo = `${t.config.publicUrl}/reset-password`;
    expect(
      (await browser().fetch('/api/auth/request-password-reset', json({ email, redirectTo }))).status,
    ).toBe(200);
    const mail = await inbox.waitForMail(email);
    await delivery.stop();
    mailer.close();
    secrets.resetLink = resetLinkIn(mail);
    const opened = await fetch(
      new URL(new URL(secrets.resetLink).pathname + new URL(secrets.resetLink).search, http.base),
      {
        redirect: 'manual',
      },
    );
    expect(opened.status).toBe(302);
    secrets.resetToken =
      new URL(opened.headers.get('location') ?? '', http.base).searchParams.get('token') ?? '';
    expect(secrets.resetToken.length).toBeGreaterThan(10);
    secrets.newPassword = `New-${randomBytes(9).toString('hex')}`;
    const reset = await browser().fetch(
      '/api/auth/reset-password',
      json({ token: secrets.resetToken, newPassword: secrets.newPassword }),
    );
    expect(reset.status).toBe(200);
    const afterReset = browser();
    expect(
      (await afterReset.fetch('/api/auth/sign-in/email', json({ email, password: secrets.newPassword })))
        .status,
    ).toBe(200);

    // The metrics, with their token and with a wrong one.
    const scrape = (token: string) =>
      fetch(`${http.base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect((await scrape(METRICS_TOKEN)).status).toBe(200);
    secrets.wrongMetricsToken = `guess-${randomBytes(12).toString('hex')}`;
    expect((await scrape(secrets.wrongMetricsToken)).status).toBe(401);

    // Last, the database goes away: a signed-in request fails, and its failure is logged.
    await t.database.close();
    expect((await afterReset.api.me.$get()).status).toBe(500);

    secrets.metricsToken = METRICS_TOKEN;
    secrets.authSecret = t.config.authSecret;
    secrets.signupCode = TEST_SIGNUP_CODE;
    for (const [index, agent] of agents.entries())
      for (const [name, value] of agent.cookies) {
        const decoded = decodeURIComponent(value);
        secrets[`cookie ${index} ${name}`] = decoded;
        // A signed cookie is `value.signature`: neither half may be logged on its own.
        for (const [part, text] of decoded.split('.').entries())
          if (text.length >= 16) secrets[`cookie ${index} ${name} part ${part}`] = text;
      }
    expect(Object.keys(secrets).filter((name) => name.includes('session_token')).length).toBeGreaterThan(0);
    const mailBody = bodyLines(mail.text).filter(
      (line) => !line.includes(mail.raw.match(/^Subject: (.*)$/m)?.[1] ?? '\0'),
    );
    expect(mailBody.length).toBeGreaterThan(2);

    // The capture is real: the run's lines are there, request lines with their ids, the mail, the failure.
    const lines = written.join('').trim().split('\n');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const routes = new Set(parsed.filter((line) => line.msg === 'request').map((line) => line.route));
    for (const route of ['/api/auth/*', '/api/groups/:groupId/join', '/api/calendar/:file', '/metrics'])
      expect(routes, route).toContain(route);
    expect(parsed.some((line) => line.msg === 'mail sent')).toBe(true);
    expect(parsed.some((line) => line.msg === 'request failed' && typeof line.requestId === 'string')).toBe(
      true,
    );

    for (const line of lines) {
      for (const [name, secret] of Object.entries(secrets))
        expect(line.includes(secret), `${name} in ${line}`).toBe(false);
      for (const text of mailBody) expect(line.includes(text), `mail body "${text}" in ${line}`).toBe(false);
      // The invite code is four digits: it must not appear as a value (a number inside an id is not it).
      expect(
        line.includes(`"${invite.code}"`) || line.includes(`=${invite.code}`),
        `invite code in ${line}`,
      ).toBe(false);
    }
  });
});
