import type { Locale } from '../../shared/i18n/locales';
import { manifestText } from '../../shared/manifest';
import { intlFor } from '../i18n/intl';

/**
 * The built web app manifest (English, vite.config.ts) in any language: its description said from the
 * catalogue (area `manifest`), the rest as built. Each language's text is made once. Undefined when the
 * build wrote none.
 */
export function localizedManifest(built: string | undefined): ((locale: Locale) => string) | undefined {
  if (built === undefined) return undefined;
  const manifest = JSON.parse(built) as Record<string, unknown>;
  const made = new Map<Locale, string>();
  return (locale) => {
    let text = made.get(locale);
    if (text === undefined) {
      const description = intlFor(locale).formatMessage(manifestText.description);
      text = JSON.stringify('description' in manifest ? { ...manifest, description } : manifest);
      made.set(locale, text);
    }
    return text;
  };
}
