import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createAgent, signUp } from '../test/agent';
import { createTestApp } from '../test/test-app';

describe('built client', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Turnout</title>');
  writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>Landing | Turnout</title>');
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Turnout"}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const t = await createTestApp();
  const app = createApp({ ...t, log: { info() {}, error() {} }, clientDir: dir });
  const withClient = { ...t, app };
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers app routes with index.html, not cached', async () => {
    const response = await app.request('/groups/123/places');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Turnout</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers / with the landing page for visitors and sends signed-in users to /dashboard', async () => {
    const visitor = await createAgent(withClient).fetch('/');
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain('<title>Landing | Turnout</title>');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');

    const { email, password } = await signUp(t, 'Signed In');
    const member = createAgent(withClient);
    await member.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const redirected = await member.fetch('/', { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/dashboard');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/entry-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker and the manifest as themselves, revalidated on every fetch', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('addEventListener');

    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Turnout' });

    // Other files keep the server's default: only the two that name the version must never be stale.
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBeNull();
  });

  it('answers a missing asset with a 404 that is not cached', async () => {
    const response = await app.request('/assets/entry-gone999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<title>');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await app.request('/api/groups-typo');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
