import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../../shared/updates';
import { profiles } from '../../db/schema';
import { mintUnsubscribeToken, unsubscribeUrl } from '../../notifications/unsubscribe-token';
import { type Agent, createAgent, errorOf, json, signUp } from '../../test/agent';
import { serveOverHttp } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
/** Every kind is on until turned off, but 'Other messages' (discussions), which is off until turned on. */
const byDefault = { ...Object.fromEntries(MAIL_KINDS.map((kind) => [kind, true])), messages: false };
const put = (body: unknown): RequestInit => ({ ...json(body), method: 'PUT' });

describe('notification settings, time zone and unsubscribe', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let mo: Person;
  let oz: Person;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    mo = await signUp(t, 'Mo Member');
    oz = await signUp(t, 'Oz Other');
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const settings = async (agent: Agent) =>
    ((await (await agent.fetch('/api/me/notifications')).json()) as { mail: Record<string, boolean> }).mail;

  it('has every mail but other messages on by default, and turns one off and on for that person only', async () => {
    expect((await createAgent(t).fetch('/api/me/notifications')).status).toBe(401);
    expect(await settings(mo.agent)).toEqual(byDefault);
    const off = await mo.agent.fetch('/api/me/notifications', put({ kind: 'nudge', enabled: false }));
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ mail: { ...byDefault, nudge: false } });
    // Twice is the same.
    await mo.agent.fetch('/api/me/notifications', put({ kind: 'nudge', enabled: false }));
    expect(await settings(mo.agent)).toEqual({ ...byDefault, nudge: false });
    expect(await settings(oz.agent)).toEqual(byDefault);
    await mo.agent.fetch('/api/me/notifications', put({ kind: 'nudge', enabled: true }));
    expect(await settings(mo.agent)).toEqual(byDefault);
    const bad = await mo.agent.fetch('/api/me/notifications', put({ kind: 'spam', enabled: false }));
    expect(bad.status).toBe(400);
  });

  it('keeps the browser’s time zone, and refuses one that does not exist', async () => {
    expect((await mo.agent.fetch('/api/me/time-zone', put({ timeZone: 'Europe/Berlin' }))).status).toBe(204);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, mo.userId));
    expect(profile?.timeZone).toBe('Europe/Berlin');
    const me = (await (await mo.agent.fetch('/api/me')).json()) as { profile: { timeZone: string } };
    expect(me.profile.timeZone).toBe('Europe/Berlin');
    const bad = await mo.agent.fetch('/api/me/time-zone', put({ timeZone: 'Mars/Olympus' }));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Unknown time zone.');
  });

  it('unsubscribes in one click with no sign-in and no Origin, over a real listener', async () => {
    const url = unsubscribeUrl(t.config.publicUrl, t.config.authSecret, mo.userId, 'reminder').replace(
      t.config.publicUrl,
      http.base,
    );
    // What a mail provider sends (RFC 8058): a form body, no cookie, no Origin.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'reminder' });
    expect(await settings(mo.agent)).toEqual({ ...byDefault, reminder: false });
    // A GET (a link scanner, or a person clicking) changes nothing and opens the confirming page.
    await mo.agent.fetch('/api/me/notifications', put({ kind: 'reminder', enabled: true }));
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/unsubscribe\?token=/);
    expect(await settings(mo.agent)).toEqual(byDefault);
    const preview = await fetch(url.replace('/api/unsubscribe?', '/api/unsubscribe/preview?'));
    expect(await preview.json()).toEqual({ kind: 'reminder' });
  });

  it('refuses a forged token, another kind edited in, and another person’s id edited in', async () => {
    const token = mintUnsubscribeToken(t.config.authSecret, mo.userId, 'share');
    const forged = [
      token.replace('.share.', '.nudge.'),
      token.replace(mo.userId, oz.userId),
      mintUnsubscribeToken('another-secret-that-is-long-enough-000000', mo.userId, 'share'),
      'garbage',
      '',
    ];
    for (const bad of forged) {
      const response = await fetch(`${http.base}/api/unsubscribe?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('This unsubscribe link is not valid.');
    }
    expect(await settings(mo.agent)).toEqual(byDefault);
    expect(await settings(oz.agent)).toEqual(byDefault);
  });
});
