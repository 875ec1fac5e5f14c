// First load of the signed-in dashboard: the built server started on a fresh data folder (init, migrate, demo
// data), the demo person signed in, then `/` opened in Chromium with an empty profile (nothing cached): the
// redirect to /dashboard, the app's JS and its data requests, until the games are on screen. Once as this
// machine loads it, once on Lighthouse's mobile preset (slow 4G, CPU 4 × slower, as bench/landing.ts scores).
// Also the server's start to its first answer, on the fresh data folder and again on the existing one.
// Budget: the games on screen within 2.5 s on the mobile preset (the Web Vitals threshold of a good Largest
// Contentful Paint, applied to the moment the data is shown).
// Run after `npm run build`: npx tsx bench/first-load.ts
import { gzipSync } from 'node:zlib';
import { demoSignIn } from '../src/server/demo/people';
import { freshBrowser, throttleLikeMobile } from './support/browser';
import { conclude, header, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const BUDGET_MS = 2500;

/** Opens `/` signed in, in a fresh browser; when the games showed, LCP, the JS loaded and the data requests. */
async function openDashboard(url: string, dir: string, mobile: boolean) {
  const browser = await freshBrowser(dir);
  try {
    const { context } = browser;
    const signIn = await context.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: demoSignIn.email, password: demoSignIn.password },
      headers: { origin: url },
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    const page = await context.newPage();
    if (mobile) await throttleLikeMobile(page);
    const scripts: Promise<number>[] = [];
    const api: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      const type = response.request().resourceType();
      if (type === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
      if (type === 'fetch' && new URL(response.url()).pathname.startsWith('/api/'))
        api.push(new URL(response.url()).pathname);
    });
    // From the first byte: the server draws the games into the HTML (decision 020), long before the load
    // event, which is where `goto` would otherwise start looking (late, on the mobile preset).
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    // A game card: the dashboard with its data. The time is since the navigation started (redirect included).
    const shown = await page
      .waitForFunction(() => document.querySelector('main section li') && performance.now(), undefined, {
        polling: 'raf',
        timeout: 60_000,
      })
      .then(
        (handle) => handle.jsonValue(),
        (error: Error) => {
          throw new Error(
            `no game on ${page.url()} after 60 s (failed: ${failed.join(', ') || 'none'}): ${error.message}`,
          );
        },
      );
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    if (!page.url().endsWith('/dashboard')) throw new Error(`signed in, / led to ${page.url()}`);
    const jsKb = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0) / 1024;
    return { shown: Number(shown), lcp, jsKb, scripts: scripts.length, api };
  } finally {
    await browser.close();
  }
}

header('First load: the signed-in dashboard in Chromium', 'none: an empty browser profile on each load');
let requests: string[] = [];
await repeat(
  'a fresh data folder per run: start, the dashboard as loaded here, then on the mobile preset, restart',
  {
    fresh: { label: 'start, fresh folder', digits: 0 },
    existing: { label: 'restart', digits: 0 },
    shown: { label: 'games shown', digits: 0 },
    lcp: { label: 'LCP', digits: 0 },
    mobileShown: { label: 'mobile: games shown', digits: 0, budget: ['≤', BUDGET_MS] },
    mobileLcp: { label: 'mobile: LCP', digits: 0 },
    jsKb: { label: 'JS', unit: 'KB gzip', digits: 1 },
    scripts: { label: 'JS files', unit: '', digits: 0 },
    api: { label: 'data requests', unit: '', digits: 0 },
  },
  async () => {
    const { dir, remove } = scratchDir('first-load');
    try {
      const fresh = await startServer(dir, {}, { probe: false });
      let here: Awaited<ReturnType<typeof openDashboard>>;
      let mobile: Awaited<ReturnType<typeof openDashboard>>;
      try {
        here = await openDashboard(fresh.url, dir, false);
        mobile = await openDashboard(fresh.url, dir, true);
      } finally {
        await fresh.stop();
      }
      const again = await startServer(dir, {}, { probe: false });
      await again.stop();
      requests = here.api;
      return {
        fresh: fresh.startMs,
        existing: again.startMs,
        shown: here.shown,
        lcp: here.lcp,
        mobileShown: mobile.shown,
        mobileLcp: mobile.lcp,
        jsKb: here.jsKb,
        scripts: here.scripts,
        api: here.api.length,
      };
    } finally {
      remove();
    }
  },
);
console.log(`  data requests of the last load: ${requests.join(', ')}`);
conclude();
