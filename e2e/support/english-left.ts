import path from 'node:path';
import type { Page } from 'playwright-core';
import { readCatalogue } from '../../src/shared/i18n/catalogue-files';

const messagesDir = path.resolve('src/shared/i18n/messages');

/**
 * The English texts a screen in another language must not show: every message of the English catalogue with no
 * placeholder, whose translation differs, and which is no text of the translation itself ('Status' may be German
 * for another message). Brand names and the like are equal in both, so they are never asked about.
 */
function englishOnly(locale: string): string[] {
  const english = readCatalogue(messagesDir, 'en');
  const translated = readCatalogue(messagesDir, locale);
  const theirs = new Set(Object.values(translated));
  return Object.entries(english)
    .filter(([id, text]) => !/[{}]/.test(text) && translated[id] !== text && !theirs.has(text))
    .map(([, text]) => text);
}

/**
 * Words that are English in any sentence and no word of the other languages: a text that was never moved onto
 * the catalogues is caught by them, as the catalogue's own English cannot be.
 */
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|this|that|from|are|has|have|not|please|yet|been|who|what|when|which)\b/i;

/**
 * The English catalogue texts the page shows now: as the whole text of an element, or as its label, placeholder,
 * title or alternative text, or as the page's title.
 */
export async function englishLeft(page: Page, locale: string): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = new Set<string>([document.title.replace(/ \| Turnout$/, '')]);
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('style, script, noscript, template, [hidden], [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.add(own);
      const whole = (element as HTMLElement).innerText?.trim();
      if (whole && element.children.length <= 2) texts.add(whole);
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
  const english = new Set(englishOnly(locale));
  return shown.filter((text) => english.has(text) || ENGLISH_WORDS.test(text));
}
