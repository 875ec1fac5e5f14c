import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The check every screen goes through (expectScreen): it must still see what it is there to see.
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check | Turnout</title></head><body><main>${body}</main></body></html>`;

test('the accessibility check reports serious violations, and again after the page changes', async ({
  page: tab,
}) => {
  await tab.setContent(page('<h1>Fine</h1><button>Save</button>'));
  expect(await seriousViolations(tab)).toEqual([]);

  // The same document, changed by script as a screen changes on a click: axe stays injected and looks again.
  await tab.evaluate(() =>
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button></button>'),
  );
  expect(await seriousViolations(tab)).toEqual([
    'button-name: Buttons must have discernible text (button:nth-child(3))',
  ]);

  // A new document has no axe until the check injects it again.
  await tab.setContent(page('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
  expect(await seriousViolations(tab)).toEqual(['image-alt: Images must have alternative text (img)']);
});
