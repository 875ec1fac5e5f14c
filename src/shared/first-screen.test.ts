import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson, withTitle } from './first-screen';
import { inViewerTimeZone, localTimeZone } from './time';

describe('the answers a drawn page carries', () => {
  it('read back as they were, and never hold a `<` that could end their script element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const carried = scriptSafeJson({ value, text: `${text}</script><!--` });
        expect(carried).not.toContain('<');
        expect(JSON.parse(carried)).toEqual(
          JSON.parse(JSON.stringify({ value, text: `${text}</script><!--` })),
        );
      }),
    );
  });
});

describe('a server render’s time zone', () => {
  it('is the viewer’s during the render and the process’s again after, even when the render throws', () => {
    const own = localTimeZone();
    expect(inViewerTimeZone('Asia/Tokyo', () => localTimeZone())).toBe('Asia/Tokyo');
    expect(localTimeZone()).toBe(own);
    expect(() =>
      inViewerTimeZone('Asia/Tokyo', () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(localTimeZone()).toBe(own);
  });
});

describe('a drawn page’s title', () => {
  it('replaces the plain one, as text', () => {
    const page = '<head><title>Turnout</title></head><body></body>';
    expect(withTitle(page, 'Games | Turnout')).toBe(
      '<head><title>Games | Turnout</title></head><body></body>',
    );
    expect(withTitle(page, 'A & B </title><script>')).toBe(
      '<head><title>A &amp; B &lt;/title&gt;&lt;script&gt;</title></head><body></body>',
    );
  });
});
