import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epcAmount, epcQrPayload } from './epc-qr';

describe('EPC QR payload (EPC069-12 version 002)', () => {
  it('lays out the standard’s elements one per line, trailing empty ones left out', () => {
    const payload = epcQrPayload({
      name: 'Robin Quinn',
      iban: 'DE89370400440532013000',
      amountCents: 1250,
      reference: 'Turnout: Sam Lee',
    });
    expect(payload.split('\n')).toEqual([
      'BCD', // service tag
      '002', // version
      '1', // character set: UTF-8
      'SCT', // SEPA credit transfer
      '', // BIC, optional in version 002
      'Robin Quinn', // beneficiary name
      'DE89370400440532013000', // beneficiary IBAN
      'EUR12.50', // amount
      '', // purpose
      '', // structured reference (the text below is used instead)
      'Turnout: Sam Lee', // unstructured remittance text
    ]);
    expect(payload).not.toMatch(/\r|\n$/);
  });

  it('carries a BIC when given and stops after the amount when there is no text', () => {
    const payload = epcQrPayload({
      name: 'Société Générale Club',
      iban: 'FR1420041010050500013M02606',
      bic: 'PSSTFRPPXXX',
      amountCents: 99_999_999_999,
      reference: '   ',
    });
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nPSSTFRPPXXX\nSociété Générale Club\nFR1420041010050500013M02606\nEUR999999999.99',
    );
  });

  it('writes any amount in cents as euros with two decimals, exactly', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(100)).toBe('EUR1.00');
    expect(epcAmount(123456)).toBe('EUR1234.56');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const match = /^EUR(\d+)\.(\d{2})$/.exec(epcAmount(cents));
        return match !== null && Number(match[1]) * 100 + Number(match[2]) === cents;
      }),
    );
  });

  it('refuses what the standard does not allow, and cuts a long text to 140 characters', () => {
    const transfer = { name: 'Robin', iban: 'DE89370400440532013000', amountCents: 100, reference: '' };
    expect(() => epcQrPayload({ ...transfer, amountCents: 0 })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...transfer, amountCents: 100_000_000_000 })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...transfer, amountCents: 12.5 })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...transfer, name: ' ' })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...transfer, name: 'R'.repeat(71) })).toThrow(RangeError);
    const long = epcQrPayload({ ...transfer, reference: 'x'.repeat(200) });
    expect(long.split('\n').at(-1)).toHaveLength(140);
    // Characters of several bytes shorten the text until the payload fits in 331 bytes.
    const wide = epcQrPayload({ ...transfer, name: 'Ł'.repeat(70), reference: '€'.repeat(140) });
    expect(new TextEncoder().encode(wide).length).toBeLessThanOrEqual(331);
    expect(wide.split('\n').at(-1)).toMatch(/^€+$/);
  });
});
