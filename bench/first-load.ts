// Measures `npm start` to first answer (fresh and existing data folder) and the gzip size of the JS that
// the first screen (/login) loads in Chromium. Run after `npm run build`: npx tsx bench/first-load.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = 3917;
const url = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-'));

async function timeToFirstAnswer(): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    const ok = await fetch(`${url}/api/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
  };
  return { ms, stop };
}

const fresh = await timeToFirstAnswer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const page = await browser.newPage();
const scripts: { url: string; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body();
  scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
});
await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
await browser.close();
await fresh.stop();
const warm = await timeToFirstAnswer();
await warm.stop();
rmSync(dataDir, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `npm start → first answer, fresh data folder (init + migrate + demo): ${Math.round(fresh.ms)} ms`,
);
console.log(`npm start → first answer, existing data folder: ${Math.round(warm.ms)} ms`);
for (const script of scripts) console.log(`  ${script.url}: ${kb(script.raw)} raw, ${kb(script.gzip)} gzip`);
const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
console.log(`JS loaded by /login: ${scripts.length} files, ${kb(total)} gzip`);
