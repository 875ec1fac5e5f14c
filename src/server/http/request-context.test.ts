import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { json } from '../test/agent';
import { serveOverHttp } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids and JSON logs', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  const written: string[] = [];
  const lines = () => written.join('').trim().split('\n').filter(Boolean);
  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void written.push(line) });
    t = await createTestApp({}, undefined, { log });
    http = await serveOverHttp(t);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('gives every answer an id, new unless the caller sent a short safe one', async () => {
    const generated = await fetch(`${http.base}/api/status`);
    const first = generated.headers.get('x-request-id') ?? '';
    expect(first).toMatch(UUID);
    const again = await fetch(`${http.base}/api/status`);
    expect(again.headers.get('x-request-id')).toMatch(UUID);
    expect(again.headers.get('x-request-id')).not.toBe(first);

    for (const given of ['trace-42', 'a.b_c:d-E', 'x'.repeat(64)]) {
      const echoed = await fetch(`${http.base}/api/status`, { headers: { 'x-request-id': given } });
      expect(echoed.headers.get('x-request-id')).toBe(given);
    }
    for (const unsafe of ['x'.repeat(65), 'two words', '<script>', 'id"quoted', 'a/b', 'é']) {
      const replaced = await fetch(`${http.base}/api/status`, { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers.get('x-request-id'), unsafe).toMatch(UUID);
    }
  });

  it('echoes the id on every kind of answer', async () => {
    const answers = [
      await fetch(`${http.base}/api/no-such-route`),
      await fetch(`${http.base}/api/me`),
      await fetch(`${http.base}/api/auth/get-session`),
      await fetch(`${http.base}/metrics`),
      await fetch(`${http.base}/api/gate`, {
        ...json({ code: 'ABC234' }),
        headers: { origin: 'https://evil.test' },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 401, 200, 404, 403]);
    for (const answer of answers) expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs JSON lines, one per request by route pattern, each with the request id', async () => {
    written.length = 0;
    const gameId = '5f0c7a53-2f7e-4d0e-9c43-6b1f1c1d2e3f';
    const response = await fetch(`${http.base}/api/games/${gameId}?token=abc`, {
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(response.status).toBe(401);
    const parsed = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.length).toBeGreaterThan(0);
    for (const line of parsed) {
      expect(line).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
      });
      expect(line.requestId).toBe('trace-me-42');
    }
    expect(parsed.at(-1)).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/games/*',
      status: 401,
      ms: expect.any(Number),
    });
    expect(written.join('')).not.toContain(gameId);
    expect(written.join('')).not.toContain('token=abc');
  });
});
