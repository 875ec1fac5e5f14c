import type { Locator, Page } from 'playwright-core';

/** The hero's one-line waitlist form. */
export const slimForm = (page: Page) => page.getByRole('form', { name: 'Quick waitlist sign-up' });

/** The full waitlist form near the bottom of the page. */
export const fullForm = (page: Page) => page.getByRole('form', { name: 'Waitlist', exact: true });

export const sampleChat = (page: Page) => page.getByRole('list', { name: 'Sample chat' });

/** How many chat messages are showing (hidden ones are out of the accessibility tree). */
export const shownMessages = (chat: Locator) => chat.getByRole('listitem').count();

/** Whether React has taken over the island (its root container carries React's key). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => {
    const element = document.querySelector(`[data-island="${island}"]`);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer'));
  }, name);
}

let counter = 0;
export function newEmail(prefix = 'waitlist'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}
