import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epcQrPayload } from './epc-qr';
import {
  accountsCarrying,
  carries,
  cashAppUrl,
  type PayAccounts,
  payAmountText,
  payOptions,
  paypalMeUrl,
  revolutMeUrl,
  upiPayUrl,
} from './pay-links';

describe('payAmountText', () => {
  it('writes every decimal the currency has, with a point and no grouping', () => {
    expect(payAmountText(1250, 'USD')).toBe('12.50');
    expect(payAmountText(5, 'EUR')).toBe('0.05');
    expect(payAmountText(123456789, 'EUR')).toBe('1234567.89');
    expect(payAmountText(1000, 'JPY')).toBe('1000');
    expect(payAmountText(1234, 'KWD')).toBe('1.234');
    expect(payAmountText(0, 'USD')).toBe('0.00');
  });

  it('is exact for any amount: the digits read back are the minor units given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(['JPY', 0], ['USD', 2], ['EUR', 2], ['INR', 2], ['KWD', 3]),
        (amount, [currency, digits]) => {
          const text = payAmountText(amount, currency as string);
          const [whole = '', fraction = ''] = text.split('.');
          return (
            fraction.length === digits &&
            BigInt(whole + fraction) === BigInt(amount) &&
            (whole === '0' || !whole.startsWith('0'))
          );
        },
      ),
    );
  });

  it('refuses what is not minor units', () => {
    expect(() => payAmountText(12.5, 'USD')).toThrow(RangeError);
    expect(() => payAmountText(-1, 'USD')).toThrow(RangeError);
  });
});

describe('pay links', () => {
  it('fills in the amount and currency each service expects', () => {
    expect(paypalMeUrl('RobinQ', 1250, 'EUR')).toBe('https://paypal.me/RobinQ/12.50EUR');
    expect(paypalMeUrl('RobinQ', 1000, 'JPY')).toBe('https://paypal.me/RobinQ/1000JPY');
    expect(revolutMeUrl('robin.q', 1250, 'GBP')).toBe('https://revolut.me/robin.q?amount=1250&currency=GBP');
    expect(cashAppUrl('RobinQ', 705)).toBe('https://cash.app/$RobinQ/7.05');
    expect(upiPayUrl('robin.q@okaxis', 'Robin Quinn', 25000, 'Turnout: Sam & Co')).toBe(
      'upi://pay?pa=robin.q@okaxis&pn=Robin%20Quinn&am=250.00&cu=INR&tn=Turnout%3A%20Sam%20%26%20Co',
    );
  });
});

const EVERY_ACCOUNT: PayAccounts = {
  paypalMe: 'RobinQ',
  revolutUsername: 'robinq',
  cashtag: 'RobinQ',
  upiId: 'robin@okaxis',
  pixKey: '12345678909',
  bankHolder: 'Robin Quinn',
  iban: 'DE89370400440532013000',
};
const NO_ACCOUNT: PayAccounts = {
  paypalMe: null,
  revolutUsername: null,
  cashtag: null,
  upiId: null,
  pixKey: null,
  bankHolder: null,
  iban: null,
};
const debt = (currency: string, amountMinor = 1250) => ({
  amountMinor,
  currency,
  payeeName: 'Robin Quinn',
  reference: 'Turnout: Sam Lee',
});
const ways = (accounts: PayAccounts, currency: string) =>
  payOptions(accounts, debt(currency)).map((option) => option.way);

describe('accountsCarrying', () => {
  it('keeps only the accounts that can carry the currency, and a bank account in any', () => {
    expect(accountsCarrying(EVERY_ACCOUNT, 'USD')).toEqual({ ...EVERY_ACCOUNT, upiId: null, pixKey: null });
    expect(accountsCarrying(EVERY_ACCOUNT, 'INR')).toEqual({
      ...NO_ACCOUNT,
      upiId: 'robin@okaxis',
      bankHolder: 'Robin Quinn',
      iban: 'DE89370400440532013000',
    });
    expect(accountsCarrying(NO_ACCOUNT, 'EUR')).toEqual(NO_ACCOUNT);
  });
});

describe('payOptions', () => {
  it('offers only the ways the payee has set', () => {
    expect(payOptions(NO_ACCOUNT, debt('EUR'))).toEqual([]);
    expect(ways({ ...NO_ACCOUNT, paypalMe: 'RobinQ' }, 'EUR')).toEqual(['paypal']);
    // An IBAN without its holder's name is no account to pay.
    expect(ways({ ...NO_ACCOUNT, iban: 'DE89370400440532013000' }, 'EUR')).toEqual([]);
  });

  it('offers in each currency only the ways that carry it', () => {
    expect(ways(EVERY_ACCOUNT, 'USD')).toEqual(['paypal', 'revolut', 'cashapp', 'bank']);
    expect(ways(EVERY_ACCOUNT, 'EUR')).toEqual(['paypal', 'revolut', 'bank']);
    expect(ways(EVERY_ACCOUNT, 'INR')).toEqual(['upi', 'bank']);
    expect(ways(EVERY_ACCOUNT, 'BRL')).toEqual(['paypal', 'pix', 'bank']);
    expect(ways(EVERY_ACCOUNT, 'KWD')).toEqual(['bank']);
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'EUR', 'INR', 'BRL', 'JPY', 'GBP', 'KWD', 'CHF', 'MXN'),
        (currency) =>
          payOptions(EVERY_ACCOUNT, debt(currency)).every((option) => carries(option.way, currency)),
      ),
    );
  });

  it('gives links with the amount, the ids to copy, and the EPC QR for a euro debt to a SEPA IBAN', () => {
    const inEuros = payOptions(EVERY_ACCOUNT, debt('EUR'));
    expect(inEuros).toEqual([
      { way: 'paypal', href: 'https://paypal.me/RobinQ/12.50EUR' },
      { way: 'revolut', href: 'https://revolut.me/robinq?amount=1250&currency=EUR' },
      {
        way: 'bank',
        copy: 'DE89370400440532013000',
        epcQr: epcQrPayload({
          name: 'Robin Quinn',
          iban: 'DE89370400440532013000',
          amountCents: 1250,
          reference: 'Turnout: Sam Lee',
        }),
      },
    ]);
    expect(payOptions(EVERY_ACCOUNT, debt('INR'))[0]).toEqual({
      way: 'upi',
      href: 'upi://pay?pa=robin@okaxis&pn=Robin%20Quinn&am=12.50&cu=INR&tn=Turnout%3A%20Sam%20Lee',
      copy: 'robin@okaxis',
    });
    expect(payOptions(EVERY_ACCOUNT, debt('BRL'))[1]).toEqual({ way: 'pix', copy: '12345678909' });
    // Only euros travel in an EPC QR code, and only to a SEPA country's IBAN: otherwise the IBAN is copied.
    expect(payOptions(EVERY_ACCOUNT, debt('GBP')).at(-1)).toEqual({
      way: 'bank',
      copy: 'DE89370400440532013000',
    });
    const outsideSepa = { ...EVERY_ACCOUNT, iban: 'BR1800360305000010009795493C1' };
    expect(payOptions(outsideSepa, debt('EUR')).at(-1)).toEqual({ way: 'bank', copy: outsideSepa.iban });
  });
});
