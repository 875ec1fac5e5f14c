import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  normalizeCashtag,
  normalizeIban,
  normalizePaypalMe,
  normalizePixKey,
  normalizeRevolutUsername,
  normalizeUpiId,
  payIdMessages,
} from './pay-ids';
import { updateProfileSchema } from './profile';

/** Valid IBANs of several countries, as banks print them. */
const VALID_IBANS = [
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'BE68539007547034',
  'AT611904300234573201',
  'PT50000201231234567890154',
  'CH9300762011623852957',
];

/** Any German IBAN: 18 account digits with the check digits computed by the library. */
const germanIban = fc
  .stringMatching(/^\d{18}$/)
  .map((bban) => composeIBAN({ countryCode: 'DE', bban }))
  .filter((iban): iban is string => iban !== null);

describe('IBAN', () => {
  it('accepts valid IBANs however they are spaced or cased, kept without spaces in upper case', () => {
    for (const iban of VALID_IBANS) expect(normalizeIban(iban), iban).toBe(iban);
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeIban('GB29-NWBK-6016-1331-9268-19')).toBe('GB29NWBK60161331926819');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('refuses a wrong check, a wrong length, an unknown country and text that is no IBAN', () => {
    for (const text of [
      'DE88370400440532013000',
      'DE8937040044053201300',
      'DE893704004405320130000',
      'XX89370400440532013000',
      '370400440532013000',
      'not an iban',
    ]) {
      expect(normalizeIban(text), text).toBeNull();
    }
  });

  it('refuses any valid IBAN with one digit changed (the mod-97 check catches every one)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...VALID_IBANS), germanIban),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, shift) => {
          const digits = [...iban].flatMap((char, index) => (/\d/.test(char) ? [index] : []));
          const index = digits[at % digits.length] as number;
          const changed = String((Number(iban[index]) + shift) % 10);
          const typo = iban.slice(0, index) + changed + iban.slice(index + 1);
          return normalizeIban(iban) === iban && normalizeIban(typo) === null;
        },
      ),
    );
  });
});

describe('payment ids', () => {
  it('reads a PayPal.me name alone or as its address', () => {
    expect(normalizePaypalMe('RobinQuinn')).toBe('RobinQuinn');
    expect(normalizePaypalMe(' https://www.paypal.me/RobinQuinn/ ')).toBe('RobinQuinn');
    expect(normalizePaypalMe('paypal.me/robin42')).toBe('robin42');
    for (const bad of ['robin quinn', 'robin-quinn', 'a'.repeat(21), 'paypal.me/']) {
      expect(normalizePaypalMe(bad), bad).toBeNull();
    }
  });

  it('reads a Revolut username without its @ or address', () => {
    expect(normalizeRevolutUsername('@robin.q')).toBe('robin.q');
    expect(normalizeRevolutUsername('revolut.me/robinq_1')).toBe('robinq_1');
    for (const bad of ['ro', '@r q', '.robin', 'a'.repeat(33)]) {
      expect(normalizeRevolutUsername(bad), bad).toBeNull();
    }
  });

  it('reads a Cash App $cashtag without its $, with a letter in it', () => {
    expect(normalizeCashtag('$RobinQ')).toBe('RobinQ');
    expect(normalizeCashtag('https://cash.app/$robin_q')).toBe('robin_q');
    for (const bad of ['$12345', '$', '$robin q', `$${'a'.repeat(21)}`]) {
      expect(normalizeCashtag(bad), bad).toBeNull();
    }
  });

  it('reads a UPI id as name@bank in lower case', () => {
    expect(normalizeUpiId(' Robin.Q@OKAXIS ')).toBe('robin.q@okaxis');
    expect(normalizeUpiId('9876543210@ybl')).toBe('9876543210@ybl');
    for (const bad of ['robin', 'robin@', '@okaxis', 'robin q@okaxis', 'robin@ok axis', 'robin@1bank']) {
      expect(normalizeUpiId(bad), bad).toBeNull();
    }
  });

  it('reads each kind of Pix key in the directory’s form and refuses wrong check digits', () => {
    expect(normalizePixKey('123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('12.345.678/0001-95')).toBe('12345678000195');
    expect(normalizePixKey('Robin@Example.COM')).toBe('robin@example.com');
    expect(normalizePixKey('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe(
      '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
    );
    for (const bad of ['123.456.789-00', '12.345.678/0001-90', '+55 11 3456-7890', 'robin@', 'chave']) {
      expect(normalizePixKey(bad), bad).toBeNull();
    }
  });
});

describe('the profile change with ways to pay', () => {
  const fieldErrors = (input: unknown) => {
    const result = updateProfileSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('normalizes every id and clears a blank one', () => {
    const parsed = updateProfileSchema.parse({
      paypalMe: 'paypal.me/RobinQ',
      revolutUsername: '@robinq',
      cashtag: '$RobinQ',
      upiId: 'Robin@okaxis',
      pixKey: '123.456.789-09',
      bankHolder: '  Robin   Quinn ',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(parsed).toEqual({
      paypalMe: 'RobinQ',
      revolutUsername: 'robinq',
      cashtag: 'RobinQ',
      upiId: 'robin@okaxis',
      pixKey: '12345678909',
      bankHolder: 'Robin Quinn',
      iban: 'DE89370400440532013000',
    });
    expect(updateProfileSchema.parse({ paypalMe: ' ', bankHolder: '', iban: null })).toEqual({
      paypalMe: null,
      bankHolder: null,
      iban: null,
    });
  });

  it('names the field and says what is wrong', () => {
    expect(fieldErrors({ paypalMe: 'robin quinn' })).toEqual({ paypalMe: payIdMessages.paypalMeInvalid });
    expect(fieldErrors({ revolutUsername: 'r' })).toEqual({ revolutUsername: payIdMessages.revolutInvalid });
    expect(fieldErrors({ cashtag: '$1' })).toEqual({ cashtag: payIdMessages.cashtagInvalid });
    expect(fieldErrors({ upiId: 'robin' })).toEqual({ upiId: payIdMessages.upiInvalid });
    expect(fieldErrors({ pixKey: '123.456.789-00' })).toEqual({ pixKey: payIdMessages.pixInvalid });
    expect(fieldErrors({ bankHolder: 'R', iban: 'DE88370400440532013000' })).toEqual({
      iban: payIdMessages.ibanChecksum,
    });
    expect(fieldErrors({ bankHolder: 'R', iban: 'DE12' })).toEqual({ iban: payIdMessages.ibanInvalid });
    expect(fieldErrors({ bankHolder: 'R'.repeat(71), iban: 'DE89370400440532013000' })).toEqual({
      bankHolder: payIdMessages.bankHolderTooLong,
    });
  });

  it('keeps a bank account whole: an IBAN comes with its holder, and neither goes alone', () => {
    const iban = 'DE89370400440532013000';
    expect(fieldErrors({ iban })).toEqual({ bankHolder: payIdMessages.bankHolderRequired });
    expect(fieldErrors({ iban, bankHolder: ' ' })).toEqual({ bankHolder: payIdMessages.bankHolderRequired });
    expect(fieldErrors({ bankHolder: null })).toEqual({ bankHolder: payIdMessages.bankHolderRequired });
    expect(fieldErrors({ bankHolder: 'Robin', iban: '' })).toEqual({ iban: payIdMessages.ibanRequired });
    // A new holder's name for the IBAN already saved, and removing the account, are fine.
    expect(fieldErrors({ bankHolder: 'Robin' })).toEqual({});
    expect(fieldErrors({ iban: null })).toEqual({});
  });
});
