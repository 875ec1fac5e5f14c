import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createAgent, json, signUp } from '../test/agent';
import { serveOverHttp } from '../test/http';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with a 404 JSON envelope', async () => {
    const response = await createAgent(t).fetch('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const response = await createAgent(t).fetch('/api/gate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('sends secure headers with a Content-Security-Policy that allows no inline script', async () => {
    const response = await createAgent(t).fetch('/api/status');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('over HTTP, gzips a long list for clients that accept it and sends a short answer as it is', async () => {
    const http = await serveOverHttp(t);
    try {
      const person = await http.signUp('Gzip Reader');
      for (let i = 0; i < 12; i++)
        await createPlace(person.agent, {
          name: `Court number ${i}`,
          address: `${i} Long Road, Springfield`,
        });
      const sent = (path: string) => person.agent.fetch(path, { headers: { 'accept-encoding': 'gzip' } });
      const list = await sent('/api/places');
      expect(list.headers.get('content-encoding')).toBe('gzip');
      expect((await list.json()).places).toHaveLength(12); // fetch undoes the gzip: the bytes decoded whole
      const status = await sent('/api/status');
      expect(status.headers.get('content-encoding')).toBeNull();
      expect(await status.json()).toMatchObject({ healthy: true });
    } finally {
      await http.close();
    }
  });

  it('reports status publicly: version, database kind and health', async () => {
    const response = await createAgent(t).api.status.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded',
      healthy: true,
    });
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a request id and no stack, and log the id', async () => {
    const written: string[] = [];
    const log = createLogger('error', { write: (line: string) => void written.push(line) });
    const t = await createTestApp({ logLevel: 'error' }, undefined, { log });
    const { agent } = await signUp(t);
    const sessionToken = decodeURIComponent(agent.cookies.get('turnout.session_token') ?? '').split('.')[0];
    await t.database.close();
    const response = await agent.fetch('/api/me');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    expect(body.error.requestId).toEqual(expect.any(String));
    expect(response.headers.get('x-request-id')).toBe(body.error.requestId);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
    const failures = written.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request failed');
    expect(failures).toEqual([
      expect.objectContaining({ level: 'error', requestId: body.error.requestId, route: '/api/me/*' }),
    ]);
    // The failed statement is named, never its values: they held the session's token.
    expect(failures[0].error).toContain('params: [hidden]');
    expect(sessionToken).toMatch(/^\w{16,}$/);
    expect(written.join('')).not.toContain(sessionToken);
  });

  it('refuse sign-in with the envelope when fields are missing', async () => {
    const t = await createTestApp();
    const response = await createAgent(t).fetch('/api/auth/sign-in/email', json({ email: '' }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error.message).toEqual(expect.any(String));
    await t.close();
  });
});
