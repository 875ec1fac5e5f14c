import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/agent';
import { follow, requestReset, setPassword, signIn, startMailDelivery } from '../../test/password-reset';
import { resetLinkIn, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('forgot password', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let delivery: ReturnType<typeof startMailDelivery>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp();
    delivery = startMailDelivery(t, inbox.url);
  });
  afterAll(async () => {
    await delivery.stop();
    await t.close();
    await inbox.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mails a link that sets a new password once and ends every session of the user', async () => {
    const { agent, email, password } = await signUp(t, 'Reset Me');
    expect((await requestReset(t, email)).status).toBe(200);
    const mail = await inbox.waitForMail(email);
    expect(mail.raw).toMatch(/^Subject: Reset your Turnout password/m);
    expect(mail.raw).toMatch(/^From: Turnout <test@localhost>/m);

    const landing = await follow(t, resetLinkIn(mail));
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    expect((await setPassword(t, token)).status).toBe(200);
    expect((await agent.api.me.$get()).status).toBe(401);
    expect((await signIn(t, email, password)).status).toBe(401);
    expect((await signIn(t, email, 'brand-new-pass-1')).status).toBe(200);

    const reused = await setPassword(t, token, 'another-pass-22');
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await follow(t, resetLinkIn(mail))).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await signIn(t, email, 'another-pass-22')).status).toBe(401);
  });

  it('answers the same for an unknown address and sends it nothing', async () => {
    const { email } = await signUp(t, 'Known');
    const unknown = `nobody-${Date.now()}@example.test`;
    const forUnknown = await requestReset(t, unknown);
    const forKnown = await requestReset(t, email);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
    await inbox.waitForMail(email);
    expect(inbox.mailsTo(unknown)).toEqual([]);
  });

  it('refuses a link after its hour is up', async () => {
    const { email, password } = await signUp(t, 'Slow Reader');
    await requestReset(t, email);
    const mail = await inbox.waitForMail(email);
    const token = (await follow(t, resetLinkIn(mail))).searchParams.get('token') ?? '';

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect((await follow(t, resetLinkIn(mail))).searchParams.get('error')).toBe('INVALID_TOKEN');
    const late = await setPassword(t, token);
    expect(late.status).toBe(400);
    expect((await late.json()).error).toMatchObject({ code: 'INVALID_TOKEN' });
    vi.useRealTimers();
    expect((await signIn(t, email, password)).status).toBe(200);
  });

  it('rejects a new password shorter than 8 characters without using up the link', async () => {
    const { email } = await signUp(t, 'Short');
    await requestReset(t, email);
    const token =
      (await follow(t, resetLinkIn(await inbox.waitForMail(email)))).searchParams.get('token') ?? '';
    const short = await setPassword(t, token, 'short');
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await setPassword(t, token)).status).toBe(200);
  });
});

describe('forgot password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: { authMax: 1000, windowSeconds: 60, gateMax: 1000, resetMax: 2, waitlistMax: 1000 },
    });
  });
  afterAll(() => t.close());

  it('gives 429 with the envelope after the budget of requests per client', async () => {
    const ask = () => requestReset(t, 'someone@example.test', '192.0.2.60');
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatchObject({ message: expect.any(String) });
    expect((await requestReset(t, 'someone@example.test', '192.0.2.61')).status).toBe(200);
  });
});
