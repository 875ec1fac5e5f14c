import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

type WithAxe = Window & { axe?: typeof axe };

/**
 * axe's minified build. The package's `axe.source` is the unminified one, about twice as large, sent to the page
 * and compiled there on every page load: the minified one makes every injection cheaper.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical violations on the page as it is now, one line each. axe is injected once per
 * document: a screen reached by a click keeps it, and only a new page load pays for the injection again. It is
 * asked for violations only: the passes and inapplicable rules it would otherwise describe node by node are
 * never read. Together: a much cheaper check on a page that has axe already, the same rules over the same document.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await (window as WithAxe).axe?.run(document, { resultTypes: ['violations'] });
    if (!results) throw new Error('axe is not on the page');
    return results.violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
