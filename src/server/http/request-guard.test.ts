import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test/agent';
import { serveOverHttp } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_BYTES, requestMessages } from './request-guard';

describe('requests from browsers, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let user: { agent: Agent; userId: string };
  let cookie = '';
  const groupCount = async () => (await t.db.execute('select count(*)::int as n from groups')).rows[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    user = await http.signUp('Olga Origin');
    cookie = [...user.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${http.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body,
    });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['another scheme', { origin: 'https://localhost:3000' }],
    ['a foreign referer without origin', { referer: 'https://evil.example/page' }],
    ['neither origin nor referer, with a cookie', {}],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses a state-changing request from %s with 403 and changes nothing', async (_, headers) => {
    const before = await groupCount();
    const response = await post('/api/groups', JSON.stringify({ name: `Evil ${Math.random()}` }), headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'FOREIGN_ORIGIN', message: requestMessages.foreignOrigin },
    });
    expect(await groupCount()).toBe(before);
  });

  it('accepts the same request from its own pages, by origin or by referer', async () => {
    const byOrigin = await post('/api/groups', JSON.stringify({ name: 'By origin' }), {
      origin: t.config.publicUrl,
    });
    expect(byOrigin.status).toBe(201);
    const byReferer = await post('/api/groups', JSON.stringify({ name: 'By referer' }), {
      referer: `${t.config.publicUrl}/groups/create`,
    });
    expect(byReferer.status).toBe(201);
  });

  it('refuses a foreign origin on better-auth routes too', async () => {
    const response = await post('/api/auth/sign-out', '{}', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('lets reads through whatever their origin', async () => {
    const response = await fetch(`${http.base}/api/groups`, {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });

  it('answers a JSON body over 1 MiB with 413, with or without a content-length', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BYTES + 10) });
    const sized = await post('/api/groups', huge, { origin: t.config.publicUrl });
    expect(sized.status).toBe(413);
    expect((await sized.json()).error.message).toBe(requestMessages.tooLarge);
    // Without a content-length the limit is counted while reading; the server answers before the upload ends.
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${http.base}/api/groups`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: t.config.publicUrl },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      for (let sent = 0; sent <= MAX_JSON_BYTES; sent += 64 * 1024) request.write('x'.repeat(64 * 1024));
      request.end();
    });
    expect(chunked).toBe(413);
  });

  it.each([
    ['/api/groups', { name: 'Bad\u0000name' }],
    ['/api/places', { name: 'Court', address: '1 Main\u0000St' }],
    ['/api/waitlist', { email: 'a@example.com', interest: 'x\u0000' }],
    ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'whatever-1' }],
  ])('refuses a NUL character in the body of %s with 400 and changes nothing', async (path, body) => {
    const before = await groupCount();
    const response = await post(path, JSON.stringify(body), { origin: t.config.publicUrl });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: 'NUL_CHARACTER', message: requestMessages.nul });
    expect(await groupCount()).toBe(before);
  });

  it('refuses a NUL character in a query or path with 400', async () => {
    const query = await fetch(`${http.base}/api/games?status=poll%00`, { headers: { cookie } });
    expect(query.status).toBe(400);
    const param = await fetch(`${http.base}/api/groups/abc%00def`, { headers: { cookie } });
    expect(param.status).toBe(400);
  });

  it('reads the escaped text \\u0000 (a backslash, not a NUL) as ordinary text', async () => {
    const response = await post('/api/groups', JSON.stringify({ name: 'Back\\u0000slash' }), {
      origin: t.config.publicUrl,
    });
    expect(response.status).toBe(201);
  });
});
