// The installable app on a slow phone (issue 23's budgets): the signed-in dashboard opened in Chromium on
// DevTools' "Slow 4G" — Lighthouse's mobile preset as DevTools applies it: 562.5 ms round trips, 1.47 Mbit/s
// down, 675 kbit/s up, and the CPU 4 × slower (bench/support/browser.ts) — first on a cold cache (a fresh
// profile: no HTTP cache, no service worker), then warm: a second visit in the same profile, the service
// worker installed by the first one now serving the app shell. Per run: the cold load's Largest Contentful
// Paint, when the games showed (the server draws them into the HTML: docs/decisions/020) and when the app took
// that screen over, the gzipped app JS it loaded and its bytes as they were sent, its API requests and how many
// of them began only after the session check was answered, and the warm start's LCP and games shown (the
// worker starts it with the list the cold visit kept).
// One server for all runs; the demo person is a returning member whose profile knows their time zone.
// Budgets: cold LCP ≤ 2.5 s, warm start (its LCP) ≤ 1 s, app JS ≤ 250 KB gzip.
// The landing page's Lighthouse score (≥ 95) is bench/landing.ts's.
// Run after `npm run build`: npx tsx bench/slow-network.ts (RUNS runs, at least 5)
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { demoSignIn } from '../src/server/demo/people';
import { FIRST_SCREEN_DATA_ID, KEPT_FIRST_SCREEN_CACHE } from '../src/shared/first-screen';
import { freshBrowser, throttleLikeMobile } from './support/browser';
import { conclude, header, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const COLD_LCP_BUDGET_MS = 2500;
const WARM_BUDGET_MS = 1000;
const JS_BUDGET_KB = 250;

interface ApiCall {
  path: string;
  start: number;
  end: number;
}

/** Opens /dashboard on the mobile preset; LCP and games-shown times, the JS loaded, the API calls made. */
async function openDashboard(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await throttleLikeMobile(page);
  const scripts: Promise<number>[] = [];
  /** The scripts' bodies as they crossed the network (brotli where the server had it; scripts/precompress.ts). */
  const sent: Promise<number>[] = [];
  const calls: ApiCall[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
      sent.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    }
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' || !path.startsWith('/api/') || path === '/api/live') return;
    const { startTime, responseEnd } = request.timing();
    calls.push({ path, start: startTime, end: startTime + responseEnd });
  });
  // From the first byte: a page drawn by the server shows its games long before its load event.
  const navigation = await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
  const drawn = (await navigation?.text())?.includes(`id="${FIRST_SCREEN_DATA_ID}"`) ?? false;
  // A game card: the dashboard with its data, in ms since the navigation started.
  const shown = Number(
    await (
      await page.waitForFunction(
        () => document.querySelector('main section li') && performance.now(),
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue(),
  );
  // The app has taken over the drawn screen once it has read the answers the HTML carried.
  const tookOver = drawn
    ? Number(
        await (
          await page.waitForFunction(
            (id) => !document.getElementById(id) && performance.now(),
            FIRST_SCREEN_DATA_ID,
            {
              polling: 'raf',
              timeout: 60_000,
            },
          )
        ).jsonValue(),
      )
    : shown;
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
  const origin = await page.evaluate(() => performance.timeOrigin);
  const jsKb = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0) / 1024;
  const jsSentKb = (await Promise.all(sent)).reduce((sum, n) => sum + n, 0) / 1024;
  return {
    page,
    shown,
    tookOver,
    drawn,
    lcp,
    jsKb,
    jsSentKb,
    fromWorker: navigation?.fromServiceWorker() ?? false,
    calls,
    origin,
  };
}

/** The screen's data requests that began after the session check had been answered. */
function afterSession(calls: ApiCall[]): ApiCall[] {
  const session = calls.find((call) => call.path === '/api/auth/get-session');
  return session ? calls.filter((call) => call !== session && call.start >= session.end) : [];
}

async function workerActivated(page: Page) {
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    const state = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state,
    );
    if (state === 'activated') return;
    await page.waitForTimeout(100);
  }
  throw new Error('the service worker did not activate within 2 minutes');
}

header('Slow network: the signed-in dashboard on Slow 4G, cold and warm', 'a fresh browser profile per run');
const { dir, remove } = scratchDir('slow-network');
const server = await startServer(dir, {}, { probe: false });
let lastCalls: string[] = [];
try {
  await repeat(
    `Dashboard on Slow 4G (CPU 4 × slower), cold then warm from the service worker; budgets LCP ≤ ${COLD_LCP_BUDGET_MS} ms cold, ≤ ${WARM_BUDGET_MS} ms warm`,
    {
      coldLcp: { label: 'cold: LCP', digits: 0, budget: ['≤', COLD_LCP_BUDGET_MS] },
      coldShown: { label: 'cold: games shown', digits: 0 },
      coldTookOver: { label: 'cold: app took over the drawn screen', digits: 0 },
      jsKb: { label: 'cold: app JS', unit: 'KB gzip', digits: 1, budget: ['≤', JS_BUDGET_KB] },
      jsSentKb: { label: 'cold: app JS as sent', unit: 'KB', digits: 1 },
      api: { label: 'cold: API requests', unit: '', digits: 0 },
      waited: { label: 'cold: API requests begun after the session’s answer', unit: '', digits: 0 },
      warmLcp: { label: 'warm: LCP', digits: 0, budget: ['≤', WARM_BUDGET_MS] },
      warmShown: { label: 'warm: games shown', digits: 0 },
    },
    async () => {
      const browser = await freshBrowser(dir);
      try {
        const signIn = await browser.context.request.post(`${server.url}/api/auth/sign-in/email`, {
          data: { email: demoSignIn.email, password: demoSignIn.password },
          headers: { origin: server.url },
        });
        if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
        // A returning member: their profile knows their time zone, which a first screen is drawn in.
        const zone = await browser.context.request.put(`${server.url}/api/me/time-zone`, {
          data: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
          headers: { origin: server.url },
        });
        if (!zone.ok()) throw new Error(`the time zone answered ${zone.status()}`);
        const cold = await openDashboard(browser.context, server.url);
        if (!cold.drawn) throw new Error('the cold load’s HTML was not drawn by the server');
        const waited = afterSession(cold.calls);
        lastCalls = cold.calls.map(
          (call) =>
            `${call.path} ${(call.start - cold.origin).toFixed(0)}–${(call.end - cold.origin).toFixed(0)} ms` +
            (waited.includes(call) ? ' (after the session’s answer)' : ''),
        );
        await workerActivated(cold.page);
        // A visit that lasts as long as a person's: the list it showed is kept for the next start.
        await cold.page.waitForFunction(
          async (cacheName) => Boolean(await caches.match('/dashboard', { cacheName })),
          KEPT_FIRST_SCREEN_CACHE,
          { polling: 100, timeout: 60_000 },
        );
        await cold.page.close();
        const warm = await openDashboard(browser.context, server.url);
        if (!warm.fromWorker) throw new Error('the second visit was not served by the service worker');
        return {
          coldLcp: cold.lcp,
          coldShown: cold.shown,
          coldTookOver: cold.tookOver,
          jsKb: cold.jsKb,
          jsSentKb: cold.jsSentKb,
          api: cold.calls.length,
          waited: waited.length,
          warmLcp: warm.lcp,
          warmShown: warm.shown,
        };
      } finally {
        await browser.close();
      }
    },
  );
} finally {
  await server.stop();
  remove();
}
console.log(`  API requests of the last cold load (since the navigation began): ${lastCalls.join(', ')}`);
conclude();
