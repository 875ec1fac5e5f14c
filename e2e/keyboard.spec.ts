import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { expect, expectScreen, test } from './support/fixtures';

/** Presses Tab until the focused element has the given accessible label (or gives up after 30 stops). */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el.getAttribute('aria-label') ?? ''}|${labelled ?? ''}|${el.textContent ?? ''}`;
    });
    const names = focused.split('|').map((text) => text.trim().replace(/\s*\*$/, ''));
    if (names.some((name) => name === label || name.startsWith(`${label},`))) return;
  }
  throw new Error(`could not reach "${label}" with the keyboard`);
}

test('sign in and open the navigation with the keyboard alone', async ({ page }) => {
  const demo = inject('demoUser');
  await page.goto('/login');
  await expectScreen(page, 'Sign in');
  await tabTo(page, 'Email');
  await page.keyboard.type(demo.email);
  await tabTo(page, 'Password');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expectScreen(page, 'Games');

  await tabTo(page, 'Open navigation');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Places', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  await tabTo(page, 'Account menu');
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 3 && (await focusedText()) !== 'Your Profile'; i++)
    await page.keyboard.press('ArrowDown');
  expect(await focusedText()).toBe('Your Profile');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/profile');
  await expectScreen(page, 'Profile');
});
