import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales';

/**
 * A language code as the API takes it: one of SUPPORTED_LOCALES, exactly. Apart from locales.ts, which the app's
 * entry reads at start: zod stays off the first screen's scripts.
 */
export const localeSchema = z.enum(SUPPORTED_LOCALES, {
  error: `Choose one of these languages: ${SUPPORTED_LOCALES.join(', ')}`,
});
