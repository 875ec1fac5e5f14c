import { useDocumentTitle } from '@mantine/hooks';

export const PRODUCT_NAME = 'Turnout';

/** The tab title of a screen: '{screen} | Turnout' (spec 000 §2). */
export function pageTitle(screen: string): string {
  return `${screen} | ${PRODUCT_NAME}`;
}

/** Sets the tab title to the screen's. */
export function usePageTitle(screen: string): void {
  useDocumentTitle(pageTitle(screen));
}
