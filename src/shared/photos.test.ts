import { describe, expect, it } from 'vitest';
import { formatMegabytes, photoMessages } from './photos';

describe('photo limits as people read them', () => {
  it.each([
    [15 * 1024 * 1024, '15 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [1024 * 1024 + 1, '1 MB'],
    [512 * 1024, '512 KB'],
    [10, '1 KB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });

  it('names the configured size and count', () => {
    expect(photoMessages.tooLarge(15 * 1024 * 1024)).toBe('Photos can be at most 15 MB.');
    expect(photoMessages.limitReached(20)).toBe('This game already has the maximum of 20 photos.');
    expect(photoMessages.tooManyChosen(1)).toBe('Only 1 more photo can be added to this game.');
  });
});
