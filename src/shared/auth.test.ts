import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateCodeMatches, gateSchema, signUpSchema } from './auth';
import { initialsOf } from './initials';

describe('gateCodeMatches', () => {
  it('ignores case and surrounding spaces', () => {
    expect(gateCodeMatches(' abc12z ', 'ABC12Z')).toBe(true);
    expect(gateCodeMatches('ABC12Y', 'ABC12Z')).toBe(false);
  });

  it('holds for every casing of the code and fails for any other code', () => {
    const code = fc.stringMatching(/^[A-Z0-9]{6}$/);
    fc.assert(
      fc.property(code, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (expected, lower) => {
        const typed = [...expected].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch)).join('');
        return gateCodeMatches(typed, expected);
      }),
    );
    fc.assert(fc.property(code, code, (a, b) => gateCodeMatches(a, b) === (a === b)));
  });
});

describe('gateSchema', () => {
  it('requires a code of at most 6 characters', () => {
    expect(gateSchema.safeParse({ code: '' }).success).toBe(false);
    expect(gateSchema.safeParse({ code: 'ABCDEFG' }).success).toBe(false);
    expect(gateSchema.safeParse({ code: 'ABCDEF' }).success).toBe(true);
  });
});

describe('signUpSchema', () => {
  it('requires a name, a valid e-mail and a password', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  });
});

describe('initialsOf', () => {
  it.each([
    ['Alex Rivera', 'a@x.test', 'AR'],
    ['  mary ann  de souza ', 'm@x.test', 'MS'],
    ['Prince', 'p@x.test', 'P'],
    ['', 'zoe@x.test', 'Z'],
    [null, 'quinn@x.test', 'Q'],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });

  it('never returns more than two letters', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), (name, email) => initialsOf(name, email).length <= 2),
    );
  });
});
