// The My Expenses screen in Chromium for a person in ≈ 5,000 expenses: 20 people in one group, 50,000 expenses
// (bench/support/debts-seed.ts, open shares, as bench/my-expenses.ts). Each run opens /expenses signed in, in a
// fresh browser with an empty profile (the app's JS, its data, nothing cached), as the next person in turn, and
// times from the navigation's start:
//   usable     — the first expense card on screen and "Load more" ready to press;
//   long tasks — the main thread's time in tasks over 50 ms until then (Total Blocking Time's measure): what
//                keeps a tap or a scroll waiting;
// then presses Load more and times until the next page's cards are on screen; then opens /expenses again in a
// new tab of the same browser: a returning visit, with what the device kept (the app's files, the last list).
// Budget (issue 21): the screen usable within 1 s at 5,000 expenses, on the first visit (nothing kept).
// Run after `npm run build`: npx tsx bench/my-expenses-screen.ts; EXPENSES_EACH=50 shows what the list's size
// costs (default 5,000).

import { freshBrowser } from './support/browser';
import { seedDebts } from './support/debts-seed';
import { openBenchDatabase, type Person, signUpPeople } from './support/people';
import { conclude, header, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const PEOPLE = 20;
const EXPENSES_EACH = Number(process.env.EXPENSES_EACH ?? 5_000);
const BUDGET_MS = 1000;

/** In the page: the time since the navigation started once the first card and a pressable Load more show. */
function usableAt() {
  const more = [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Load more');
  const shown = document.querySelectorAll('main ul > li').length > 0;
  return shown && more !== undefined && !more.hasAttribute('disabled') && performance.now();
}

/** In the page: the time once more than `count` cards show. */
function moreThanAt(count: number) {
  return document.querySelectorAll('main ul > li').length > count && performance.now();
}

const untilTrue = { polling: 'raf', timeout: 30_000 } as const;

async function openScreen(url: string, dir: string, person: Person) {
  const browser = await freshBrowser(dir);
  try {
    const { context } = browser;
    await context.addCookies(
      person.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url };
      }),
    );
    // Long tasks from the page's first moment, kept for the measure below.
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask' });
    });
    const page = await context.newPage();
    await page.goto(`${url}/expenses`);
    const usable = Number(await (await page.waitForFunction(usableAt, undefined, untilTrue)).jsonValue());
    const blocking = await page.evaluate(
      (until) =>
        (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((task) => task.start < until)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      usable,
    );
    const first = await page.evaluate(() => document.querySelectorAll('main ul > li').length);
    const pressed = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Load more' }).click();
    const more =
      Number(await (await page.waitForFunction(moreThanAt, first, untilTrue)).jsonValue()) - pressed;
    if (!page.url().endsWith('/expenses')) throw new Error(`/expenses led to ${page.url()}`);
    const again = await context.newPage();
    await again.goto(`${url}/expenses`);
    const returning = Number(await (await again.waitForFunction(usableAt, undefined, untilTrue)).jsonValue());
    return { usable, blocking, first, more, returning };
  } finally {
    await browser.close();
  }
}

header(
  `My Expenses screen in Chromium, ≈ ${EXPENSES_EACH} expenses each`,
  'none on the first visit: an empty browser profile on each run',
);
const { dir, remove } = scratchDir('my-expenses-screen');
const bench = await openBenchDatabase(dir);
const people = await signUpPeople(bench, PEOPLE, 'member');
const expenses = await seedDebts(bench.db, EXPENSES_EACH, 'open');
console.log(`${expenses} expenses among ${PEOPLE} people (≈ ${EXPENSES_EACH} each)`);
await bench.database.close();

const server = await startServer(dir);
let run = 0;
try {
  await openScreen(server.url, dir, people[PEOPLE - 1] as Person); // warm-up: the server's JIT, the disk cache
  await repeat(
    'a fresh browser per run, /expenses opened signed in, the next person each time',
    {
      usable: { label: 'usable', digits: 0, budget: ['≤', BUDGET_MS] },
      blocking: { label: 'long tasks until usable', digits: 0 },
      first: { label: 'cards on the first page', unit: '', digits: 0 },
      more: { label: 'Load more', digits: 0 },
      returning: { label: 'usable on a returning visit', digits: 0 },
    },
    () => openScreen(server.url, dir, people[run++ % PEOPLE] as Person),
  );
} finally {
  await server.stop();
  remove();
}
conclude();
