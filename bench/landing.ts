// The landing page (/) as a signed-out visitor's phone sees it, against the built server: Lighthouse's
// performance score with its mobile preset (simulated slow 4G, 4× slower CPU), the gzipped JS it loads
// at first and once every island is alive (a visitor focused both forms and scrolled to the chat), and
// that none of it is the app's code. Budget: score ≥ 95 on every recorded run, ≤ 150 KB of gzipped JS.
// Run after `npm run build`: npx tsx bench/landing.ts [runs, default 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const SCORE_BUDGET = 95;
const JS_BUDGET_KB = 150;
const runs = Number(process.argv[2] ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = 3918;
const url = `http://localhost:${port}/`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-landing-'));
const appEntry = readFileSync('dist/client/index.html', 'utf8').match(
  /<script type="module"[^>]* src="([^"]+)"/,
)?.[1];

// The built server, as `npm start` runs it, without rebuilding: the bench measures what `npm run build` made.
const server = spawn('sh', ['scripts/serve.sh'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'ignore',
  detached: true,
});
const started = performance.now();
while (
  !(await fetch(`${url}api/status`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const kb = (bytes: number) => bytes / 1024;
async function gzipKb(scriptUrls: string[]): Promise<number> {
  let bytes = 0;
  for (const scriptUrl of scriptUrls)
    bytes += gzipSync(Buffer.from(await (await fetch(scriptUrl)).arrayBuffer())).length;
  return kb(bytes);
}

interface Run {
  score: number;
  jsKb: number;
  metrics: string;
}

async function lighthouseRuns(): Promise<Run[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Run[] = [];
    // One unrecorded run first: a fresh browser process pays once for its font and code caches, which a
    // visitor's phone (already running other pages) does not.
    for (let run = -1; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result || result.lhr.runtimeError)
        throw new Error(`Lighthouse failed: ${result?.lhr.runtimeError?.message}`);
      if (run < 0) continue;
      const { audits, categories } = result.lhr;
      type Requests = { items?: { url: string; resourceType?: string }[] } | undefined;
      const requests = (audits['network-requests']?.details as Requests)?.items;
      const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
      const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        jsKb: await gzipKb(scripts),
        metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, SI ${ms('speed-index')}`,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Every script the page loads once both forms were focused and the chat scrolled into view. */
async function interactiveScripts(): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    for (const form of ['Quick waitlist sign-up', 'Waitlist']) {
      await page.getByRole('form', { name: form, exact: true }).getByRole('textbox').first().focus();
    }
    await page.getByRole('list', { name: 'Sample chat' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return scripts;
  } finally {
    await browser.close();
  }
}

let results: Run[] = [];
let liveScripts: string[] = [];
let liveKb = 0;
try {
  results = await lighthouseRuns();
  liveScripts = await interactiveScripts();
  liveKb = await gzipKb(liveScripts);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-(server.pid ?? 0), 'SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [index, { score, jsKb, metrics }] of results.entries()) {
  console.log(`run ${index + 1}: performance ${score}, JS at load ${jsKb.toFixed(1)} KB gzip (${metrics})`);
}
const loadsApp = appEntry !== undefined && liveScripts.some((script) => script.endsWith(appEntry));
console.log(
  `JS once every island is alive: ${liveScripts.length} files, ${liveKb.toFixed(1)} KB gzip; ` +
    `the app's entry (${appEntry}) ${loadsApp ? 'IS' : 'is not'} among them`,
);
const scores = results.map((r) => r.score);
const worst = Math.min(...scores);
const maxJs = Math.max(liveKb, ...results.map((r) => r.jsKb));
console.log(
  `Landing: performance best ${Math.max(...scores)}, worst ${worst} (budget ≥ ${SCORE_BUDGET}); ` +
    `JS at most ${maxJs.toFixed(1)} KB gzip (budget ≤ ${JS_BUDGET_KB} KB)`,
);
const within = worst >= SCORE_BUDGET && maxJs <= JS_BUDGET_KB && !loadsApp;
console.log(within ? 'Within budget.' : 'OVER BUDGET.');
process.exitCode = within ? 0 : 1;
