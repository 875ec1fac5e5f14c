import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/**
 * What a failed browser test leaves behind: for every page still open, a screenshot and the page's last console
 * messages and requests (with their status and time), beside the server's log. A failure that a rerun does not
 * repeat can then be read after the run instead of guessed at.
 */
export const ARTIFACTS = path.resolve('e2e/artifacts');
const KEPT_LINES = 150;

const journals = new WeakMap<Page, string[]>();

function note(journal: string[], line: string): void {
  journal.push(`${new Date().toISOString()} ${line}`);
  if (journal.length > KEPT_LINES) journal.shift();
}

/** Starts a page's journal: console messages, page errors and every request with its outcome. */
export function journalPage(page: Page): void {
  const journal: string[] = [];
  journals.set(page, journal);
  const started = new WeakMap<object, number>();
  const label = (request: { method(): string; url(): string }) =>
    `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`;
  page.on('console', (message) => note(journal, `console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(journal, `page error: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(journal, `navigated to ${frame.url()}`);
  });
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', async (request) => {
    const ms = Date.now() - (started.get(request) ?? Date.now());
    const response = await request.response().catch(() => null);
    // The built app's files are many and nearly always fine: only a refused one is worth a line.
    if (new URL(request.url()).pathname.startsWith('/assets/') && (response?.status() ?? 0) < 400) return;
    note(journal, `${label(request)} → ${response?.status() ?? '?'} in ${ms} ms`);
  });
  page.on('requestfailed', (request) => {
    const ms = Date.now() - (started.get(request) ?? Date.now());
    note(journal, `${label(request)} → failed (${request.failure()?.errorText ?? 'unknown'}) after ${ms} ms`);
  });
}

/** Empties the folder at the start of a run, so what it holds belongs to the last run. */
export function clearArtifacts(): void {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Keeps a screenshot, the visible dialogs and the journal of every open page of `browser`. */
export async function keepFailure(browser: Browser, specFile: string, testName: string): Promise<void> {
  const folder = path.join(ARTIFACTS, slug(path.basename(specFile, '.spec.ts')), slug(testName));
  mkdirSync(folder, { recursive: true });
  const pages = browser.contexts().flatMap((context) => context.pages());
  await Promise.all(
    pages.map(async (page, index) => {
      const name = `page-${index + 1}`;
      await page
        .screenshot({ path: path.join(folder, `${name}.png`), timeout: 5_000 })
        .catch(() => undefined);
      const dialogs = await page
        .getByRole('dialog')
        .allInnerTexts()
        .catch(() => []);
      const title = await page.title().catch(() => '?');
      const lines = [
        `url: ${page.url()}`,
        `title: ${title}`,
        ...dialogs.map((text) => `open dialog: ${text.replace(/\s+/g, ' ')}`),
        '',
        ...(journals.get(page) ?? []),
      ];
      writeFileSync(path.join(folder, `${name}.txt`), `${lines.join('\n')}\n`);
    }),
  );
}
