import type { Page } from 'playwright-core';
import { expectScreen, TIME_ZONE } from './fixtures';

/** A group name no other spec uses: names are unique across the server, ignoring case. */
export function uniqueGroupName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Creates a group through the form and waits for its page; returns the new group's id. */
export async function createGroup(page: Page, name: string): Promise<string> {
  await page.goto('/groups/create');
  await expectScreen(page, 'Create Group');
  await page.getByLabel('Group name').fill(name);
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const groupId = new URL(page.url()).pathname.split('/').at(-1);
  if (!groupId) throw new Error(`no group id in ${page.url()}`);
  return groupId;
}

/** On the group page, as its admin: generates a fresh invite and returns its 4-digit code once shown. */
export async function generateInvite(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname.endsWith('/invite'),
    ),
    page.getByRole('button', { name: 'Generate code' }).click(),
  ]);
  const { invite } = (await response.json()) as { invite: { code: string } };
  await page.getByText(invite.code, { exact: true }).waitFor();
  return invite.code;
}

/** Opens the invite link (unless already there) and submits the verification code. */
export async function joinWithCode(page: Page, groupId: string, code: string): Promise<void> {
  if (new URL(page.url()).pathname !== `/groups/join/${groupId}`) await page.goto(`/groups/join/${groupId}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Join Group' }).click();
}

/** The fixture checks its own page for console errors; a second user's page is checked with this. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const expectedRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/;
    if (message.type() === 'error' && !expectedRefusal.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** 'Sat, Mar 7, 2026' in the browsers' pinned time zone, as the group page writes dates. */
export function dayInTimeZone(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** Presses Tab until the focused element's accessible label (aria-label or text) is `label`. */
export async function tabTo(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const labelled = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return [el?.getAttribute('aria-label'), labelled, el?.textContent].map((text) =>
        (text ?? '').trim().replace(/\s*\*$/, ''),
      );
    });
    if (focused.includes(label)) return;
  }
  throw new Error(`could not reach "${label}" with the keyboard`);
}
