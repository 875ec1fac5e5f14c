import type { Page } from 'playwright-core';
import { expect, expectScreen, test } from './support/fixtures';
import { signInAsNewUser } from './support/session';

/** Opens the navigation drawer and counts the transitions that ran while it opened (CSS `transitionstart`). */
async function transitionsOpeningNavigation(page: Page): Promise<number> {
  await page.evaluate(() => {
    const counter = window as unknown as { transitions: number };
    counter.transitions = 0;
    document.addEventListener('transitionstart', () => counter.transitions++, { capture: true });
  });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Places', exact: true }).waitFor();
  // Whatever was to move has finished: the drawer stands where it stays.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const count = await page.evaluate(() => (window as unknown as { transitions: number }).transitions);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return count;
}

test('dialogs and drawers open in place for people who prefer reduced motion, and slide in for others', async ({
  context,
  page,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Still Stella');
  await page.goto('/dashboard');
  await expectScreen(page, 'Games');

  // Every browser of the suite asks for reduced motion (support/fixtures.ts): no frame of a slide.
  expect(await transitionsOpeningNavigation(page)).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expectScreen(page, 'Games');
  expect(await transitionsOpeningNavigation(page)).toBeGreaterThan(0);
});
