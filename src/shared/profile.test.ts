import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeVenmoId,
  normalizeZelleId,
  profileMessages,
  updateProfileSchema,
  usPhoneDigits,
} from './profile';

describe('usPhoneDigits', () => {
  it('reads 10-digit US numbers in the usual spellings, with or without +1', () => {
    for (const text of [
      '4155550134',
      '415-555-0134',
      '(415) 555-0134',
      '415.555.0134',
      '+1 415 555 0134',
      '1-415-555-0134',
    ]) {
      expect(usPhoneDigits(text), text).toBe('4155550134');
    }
  });

  it('refuses short, long, letter-bearing, non-US and impossible numbers', () => {
    for (const text of [
      '555-0134',
      '41555501344',
      '415-555-01a4',
      '+44 20 7946 0958',
      '015-555-0134',
      '415-155-0134',
      '',
    ]) {
      expect(usPhoneDigits(text), text).toBeNull();
    }
  });

  it('accepts any valid number however it is punctuated', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/),
        fc.constantFrom('', ' ', '-', '.'),
        fc.boolean(),
        (digits, separator, international) => {
          const text = `${international ? '+1 ' : ''}${digits.slice(0, 3)}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}`;
          return usPhoneDigits(text) === digits;
        },
      ),
    );
  });
});

describe('payment ids', () => {
  it('stores a Zelle e-mail as typed and a phone number as 415-555-0134', () => {
    expect(normalizeZelleId(' Robin@Bank.test ')).toBe('Robin@Bank.test');
    expect(normalizeZelleId('(415) 555 0134')).toBe('415-555-0134');
    expect(normalizeZelleId('robin at bank')).toBeNull();
  });

  it('stores a Venmo username without its @ and refuses what Venmo would not allow', () => {
    expect(normalizeVenmoId('@Robin-Q_7')).toBe('Robin-Q_7');
    for (const text of ['abcd', 'a'.repeat(31), 'robin q', 'robin.q'])
      expect(normalizeVenmoId(text), text).toBeNull();
  });
});

describe('updateProfileSchema', () => {
  it('keeps absent fields absent, clears blank ids and trims the name', () => {
    expect(updateProfileSchema.parse({ fullName: ' Robin ' })).toEqual({ fullName: 'Robin' });
    expect(updateProfileSchema.parse({ venmoId: '  ', zelleId: null })).toEqual({
      venmoId: null,
      zelleId: null,
    });
  });

  it('says which field is wrong in the form’s words', () => {
    const result = updateProfileSchema.safeParse({
      fullName: ' ',
      venmoId: 'x',
      zelleId: 'y',
      email: 'a@b.c',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      fullName: profileMessages.nameRequired,
      venmoId: profileMessages.venmoInvalid,
      zelleId: profileMessages.zelleInvalid,
      email: profileMessages.emailReadOnly,
    });
  });
});
