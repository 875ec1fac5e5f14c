import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATHS } from '../../test-support/chromium';
import { seriousViolations } from './axe';
import { journalPage, keepFailure } from './failure-record';

export const TIME_ZONE = 'America/Los_Angeles';
export const PHONE = { width: 375, height: 740 };

/** How specs start Chromium: the system's headless shell (or CHROME_HEADLESS_SHELL_PATH's), without background traffic. */
export const chromiumLaunch = {
  executablePath: CHROMIUM_PATHS.headlessShell,
  args: CHROMIUM_FLAGS,
};

interface Fixtures {
  serviceWorkers: 'allow' | 'block';
  /** Run the file in the full browser instead of the headless shell (for what only the full one has). */
  fullBrowser: boolean;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}

/** Console errors and uncaught page errors seen by each page; any of them fails the spec. */
const pageProblems = new WeakMap<Page, string[]>();
/** Requests each page has in flight; the live event stream stays open by design and is not counted. */
const inFlight = new WeakMap<Page, Set<Request>>();
const allowedErrors = new WeakMap<Page, RegExp[]>();

/** Declares a console error the spec provokes on purpose (e.g. a blocked download). */
export function allowConsoleError(page: Page, pattern: RegExp): void {
  allowedErrors.set(page, [...(allowedErrors.get(page) ?? []), pattern]);
}

export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  journalPage(page);
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('console', (message) => {
    // Chromium reports every 4xx answer as a console error; expected refusals (wrong code, 401) are not bugs.
    const expectedRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/;
    const allowed = [expectedRefusal, ...(allowedErrors.get(page) ?? [])];
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return page;
}

export const test = base.extend<Fixtures>({
  /**
   * Whether the app's service worker may register in the file's browser contexts. Blocked unless the file is
   * about it (offline, installing, push, the warm start) and uses `serviceWorkerTest`: each new context would
   * otherwise precache the whole app beside the screens under test, a large share of the browser tests' time.
   */
  serviceWorkers: ['block', { scope: 'file' }],
  fullBrowser: [false, { scope: 'file' }],
  browser: [
    async ({ serviceWorkers, fullBrowser }, use) => {
      const executablePath = fullBrowser ? CHROMIUM_PATHS.full : CHROMIUM_PATHS.headlessShell;
      const browser = await chromium.launch({ ...chromiumLaunch, executablePath });
      // Every context of the file follows the setting: the `context` fixture's and those specs open themselves.
      // Each also asks for reduced motion, so dialogs open without their 200 ms slide. A click Playwright aimed
      // at a dialog's button while it still stood 30 px above its place (stable for two frames before the slide
      // began) was pressed on the button and released beside it once the machine stalled between the two: the
      // click was lost, the dialog stayed open. A spec about motion asks for 'no-preference' itself.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = (options) => newContext({ serviceWorkers, reducedMotion: 'reduce', ...options });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  baseUrl: async ({}, use) => use(inject('baseUrl')),
  context: async ({ browser, baseUrl }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'en-US' });
    await use(context);
    await context.close();
  },
  page: async ({ browser, context, task }, use) => {
    const page = await newPage(context);
    await use(page);
    const problems = pageProblems.get(page) ?? [];
    if (task.result?.state === 'fail' || problems.length > 0) {
      await keepFailure(browser, task.file.filepath, task.name);
    }
    expect(problems, 'console errors in the page').toEqual([]);
  },
});

/** `test` for the files about the service worker (offline, installing, push, the warm start): it may register. */
export const serviceWorkerTest = test.extend({ serviceWorkers: ['allow', { scope: 'file' }] });

/**
 * Waits until the page has had no request in flight for 100 ms: its data has arrived and rendered. (Playwright's
 * 'networkidle' does the same with a fixed 500 ms wait.)
 */
async function networkQuiet(page: Page): Promise<void> {
  const requests = inFlight.get(page) ?? new Set();
  await expect
    .poll(
      async () => {
        if (requests.size > 0) return false;
        await page.waitForTimeout(100);
        return requests.size === 0;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);
}

/**
 * Waits for a screen by its title ('{screen} | Turnout') and checks it with axe: any serious or critical
 * violation fails the spec.
 */
export async function expectScreen(page: Page, screen: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${screen} | Turnout`);
  await networkQuiet(page);
  // Closing drawers and menus fade out; axe would see their half-transparent text.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const serious = await seriousViolations(page);
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}

export { expect };
