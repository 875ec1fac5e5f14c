import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text', () => {
    expect(linkify('court 3: https://example.com/map?x=1. See you')).toEqual([
      { kind: 'text', text: 'court 3: ' },
      { kind: 'link', text: 'https://example.com/map?x=1', href: 'https://example.com/map?x=1' },
      { kind: 'text', text: '. See you' },
    ]);
  });

  it('never links another scheme, and keeps markup as text', () => {
    const hostile = 'javascript:alert(1) data:text/html,<b>x</b> <a href="http://x">y</a> ftp://files';
    expect(linkify(hostile).filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'http://x', href: 'http://x/' },
    ]);
    expect(
      linkify(hostile)
        .map((p) => p.text)
        .join(''),
    ).toBe(hostile);
  });

  it('keeps line breaks and text without addresses whole', () => {
    expect(linkify('running\n10 minutes late')).toEqual([{ kind: 'text', text: 'running\n10 minutes late' }]);
    expect(linkify('')).toEqual([]);
  });
});
