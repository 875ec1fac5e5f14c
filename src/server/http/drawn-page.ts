import { type DrawnScreen, withLang, withTitle } from '../../shared/first-screen';

const ROOT_PLACEHOLDER = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">\s*/g;
const MODULE_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The app's index.html laid out for a first screen drawn by the server: its styles inline, then the drawn
 * screen, then the app's scripts. On a slow link the bytes arrive in that order, so the screen paints once
 * the HTML is in — not after a stylesheet that would share the link with the scripts, which the browser
 * starts fetching as soon as it reads their tags. (Module scripts run after parsing wherever they stand.)
 */
export function drawnPageTemplate(indexHtml: string, readAsset: (href: string) => string) {
  if (!indexHtml.includes(ROOT_PLACEHOLDER)) throw new Error(`index.html has no empty ${ROOT_PLACEHOLDER}`);
  const scripts = (indexHtml.match(MODULE_TAGS) ?? []).map((tag) => tag.trim()).join('');
  const styles = [...indexHtml.matchAll(STYLESHEET)].map(([, href = '']) => readAsset(href)).join('\n');
  const page = indexHtml
    .replace(MODULE_TAGS, '')
    .replace(STYLESHEET, '')
    .replace('</head>', `<style>${styles}</style></head>`);
  const [before = '', after] = page.split(ROOT_PLACEHOLDER);
  return ({ root, title, lang }: DrawnScreen) =>
    `${withLang(withTitle(before, title), lang)}<div id="root">${root}</div>${scripts}${after}`;
}
