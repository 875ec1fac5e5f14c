import { useDocumentTitle } from '@mantine/hooks';

export const PRODUCT_NAME = 'Turnout';

/** Sets the tab title to '{screen} | Turnout' (spec 000 §2). */
export function usePageTitle(screen: string): void {
  useDocumentTitle(`${screen} | ${PRODUCT_NAME}`);
}
