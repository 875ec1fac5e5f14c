import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/agent';
import { serveOverHttp } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

describe('reading one’s session, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;

  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: { authMax: 5, windowSeconds: 60, gateMax: 1000, resetMax: 1000, waitlistMax: 1000 },
    });
    http = await serveOverHttp(t);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('never hands a session token to page scripts: sign-in, get-session and list-sessions', async () => {
    const user = await http.signUp('Tess Token');
    const browser = http.agent();
    const signIn = await browser.fetch(
      '/api/auth/sign-in/email',
      json({ email: user.email, password: user.password }),
    );
    expect(signIn.status).toBe(200);
    const signInText = await signIn.text();
    expect(signInText).not.toMatch(/"token"/);
    const token = browser.cookies.get('turnout.session_token') ?? '';
    expect(token).not.toBe('');
    const raw = decodeURIComponent(token).split('.')[0] ?? '';

    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const response = await browser.fetch(path);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text, path).not.toMatch(/"token"/);
      expect(text, path).not.toContain(raw);
    }
    const session = (await (await browser.fetch('/api/auth/get-session')).json()) as {
      session: { id: string };
      user: { id: string };
    };
    expect(session.session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.user.id).toBe(user.userId);
  });

  it('answers every session check from one address, while sign-in attempts stay limited', async () => {
    const user = await http.signUp('Pat Proxy');
    const checks = await Promise.all(
      Array.from({ length: 120 }, () => user.agent.fetch('/api/auth/get-session').then((r) => r.status)),
    );
    expect(checks.filter((status) => status !== 200)).toEqual([]);

    const attempts: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const wrong = await http
        .agent()
        .fetch('/api/auth/sign-in/email', json({ email: user.email, password: 'wrong-pass-1' }));
      attempts.push(wrong.status);
    }
    expect(attempts).toContain(429);
  });
});

describe('the client address behind a proxy', () => {
  const limits = { authMax: 2, windowSeconds: 60, gateMax: 1000, resetMax: 1000, waitlistMax: 1000 };
  const wrongSignIns = async (
    http: Awaited<ReturnType<typeof serveOverHttp>>,
    forwardedFor: (i: number) => string,
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${http.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': `198.51.100.1, ${forwardedFor(i)}`,
        },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-pass-1' }),
      });
      statuses.push(response.status);
    }
    return statuses;
  };

  it('is the socket address unless TRUST_PROXY is set: a client cannot pick its own bucket', async () => {
    const t = await createTestApp({ rateLimit: limits });
    const http = await serveOverHttp(t);
    try {
      expect(await wrongSignIns(http, (i) => `203.0.113.${i}`)).toContain(429);
    } finally {
      await http.close();
      await t.close();
    }
  });

  it('is the address the trusted proxy appended when TRUST_PROXY is set', async () => {
    const t = await createTestApp({ rateLimit: limits, trustProxy: true });
    const http = await serveOverHttp(t);
    try {
      expect(await wrongSignIns(http, (i) => `203.0.113.${i}`)).not.toContain(429);
      expect(await wrongSignIns(http, () => '203.0.113.99')).toContain(429);
    } finally {
      await http.close();
      await t.close();
    }
  });
});
