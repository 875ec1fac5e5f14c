import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress, precompressFile } from '../../../scripts/precompress';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { landingPageFile } from '../../shared/landing-pages';
import { manifestMessages } from '../../shared/manifest';
import { createApp } from '../app';
import { createAgent, signUp } from '../test/agent';
import { createTestApp } from '../test/test-app';
import { createAppServer } from './listener';

/** GET over a real socket, the body as it came (not decoded), with the `accept-encoding` given. */
const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject),
  );

describe('built client', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Turnout</title>');
  writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>Landing | Turnout</title>');
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Turnout"}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // An app chunk of a realistic size, and the build's compressed copies of it.
  const chunk = Array.from(
    { length: 400 },
    (_, i) => `export const value${i} = compute(${i}, "turnout");`,
  ).join('\n');
  writeFileSync(path.join(dir, 'assets', 'chunk-def456.js'), chunk);
  await precompress(dir);
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

  it('builds brotli and gzip copies of the files worth compressing, and only of those', () => {
    const assets = path.join(dir, 'assets');
    expect(brotliDecompressSync(readFileSync(path.join(assets, 'chunk-def456.js.br'))).toString()).toBe(
      chunk,
    );
    expect(gunzipSync(readFileSync(path.join(assets, 'chunk-def456.js.gz'))).toString()).toBe(chunk);
    // Below one packet (COMPRESS_FROM_BYTES) a copy saves less than it costs; HTML is served from memory.
    expect(existsSync(path.join(assets, 'entry-abc123.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
  });

  it('rewrites a changed file’s copies, and removes those of a file now too small to compress', async () => {
    const file = path.join(dir, 'assets', 'changing-789.js');
    writeFileSync(file, `${chunk}\nexport const second = true;`);
    await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toContain('second');
    writeFileSync(file, 'export const small = 1;');
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('sends an asset as the build compressed it over HTTP: brotli if accepted, else gzip, else as it is', async () => {
    const server = createAppServer(app.fetch).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/chunk-def456.js`;
    try {
      const br = await rawGet(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      // The build's copy, byte for byte: the listener does not compress it again.
      expect(br.body).toEqual(readFileSync(path.join(dir, 'assets', 'chunk-def456.js.br')));
      expect(brotliDecompressSync(br.body).toString()).toBe(chunk);
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

      const gz = await rawGet(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(chunk);

      const plain = await rawGet(url, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(chunk);
    } finally {
      server.close();
    }
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

describe('built client, in the visitor’s language', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Turnout</title>');
  writeFileSync(path.join(dir, 'landing.html'), '<html lang="en"><title>Landing | Turnout</title>');
  for (const locale of SUPPORTED_LOCALES)
    writeFileSync(path.join(dir, landingPageFile(locale)), `<html lang="${locale}"><title>${locale}</title>`);
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Turnout', short_name: 'Turnout', description: manifestMessages.description }),
  );
  const t = await createTestApp();
  const app = createApp({ ...t, log: { info() {}, error() {} }, clientDir: dir });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const langOf = async (response: Response) => /<html lang="([^"]+)"/.exec(await response.text())?.[1];

  it('answers / with the landing page of the device’s language, else the browser’s, else English', async () => {
    const french = await app.request('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } });
    expect(await langOf(french)).toBe('fr');
    expect(french.headers.get('vary')).toMatch(/Accept-Language/);
    expect(french.headers.get('vary')).toMatch(/Cookie/);
    expect(french.headers.get('cache-control')).toBe('no-cache');
    const chosen = await app.request('/', {
      headers: { 'accept-language': 'fr-FR', cookie: 'turnout-locale=pt-BR' },
    });
    expect(await langOf(chosen)).toBe('pt-BR');
    expect(await langOf(await app.request('/', { headers: { 'accept-language': 'ja' } }))).toBe('en');
    expect(await langOf(await app.request('/'))).toBe('en');
  });

  it('answers the manifest with its description in the reader’s language; the name stays Turnout', async () => {
    const german = await app.request('/manifest.webmanifest', { headers: { 'accept-language': 'de-DE' } });
    expect(german.headers.get('content-type')).toBe('application/manifest+json');
    expect(german.headers.get('cache-control')).toBe('no-cache');
    expect(german.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await german.json()).toEqual({
      name: 'Turnout',
      short_name: 'Turnout',
      description: 'Plane Spiele mit deiner Freundesgruppe, sag zu, teile die Kosten und rechne ab.',
    });
    const cookie = await app.request('/manifest.webmanifest', {
      headers: { 'accept-language': 'de-DE', cookie: 'turnout-locale=fr' },
    });
    expect((await cookie.json()).description).toBe(
      'Organisez des matchs avec votre groupe d’amis, répondez présent, partagez les frais et réglez vos comptes.',
    );
    const english = await app.request('/manifest.webmanifest');
    expect((await english.json()).description).toBe(manifestMessages.description);
  });
});
