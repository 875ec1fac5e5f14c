import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv';
import { attachmentDisposition, csvCell, csvLine } from './csv';

/** What a spreadsheet shows for a written cell: the text itself, after the apostrophe guard if it needed one. */
const shown = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

describe('CSV records', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, and nothing else', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', 'Zoë'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r\nlf",Zoë\r\n',
    );
    expect(csvLine(['', '16.68', '2026-11-20'])).toBe(',16.68,2026-11-20\r\n');
  });

  it('turns a would-be formula into text with a leading apostrophe', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('Ann = Bob')).toBe('Ann = Bob');
  });

  it('reads back exactly what was written, for any text', () => {
    const cell = fc.oneof(fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[=+\-@",\r\n a-z]{0,12}$/));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const text = rows.map(csvLine).join('');
        expect(readCsv(text)).toEqual(rows.map((row) => row.map(shown)));
      }),
    );
  });
});

describe('attachmentDisposition', () => {
  it('names the file in UTF-8 with an ASCII fallback that cannot break the header or name a path', () => {
    expect(attachmentDisposition('Zoë’s "Crew"/../x\r\nSet-Cookie: a=b-expenses.csv')).toBe(
      `attachment; filename="Zoe_s _Crew_.._x_Set-Cookie_ a=b-expenses.csv"; ` +
        `filename*=UTF-8''Zo%C3%AB%E2%80%99s%20_Crew_.._x_Set-Cookie_%20a%3Db-expenses.csv`,
    );
    expect(attachmentDisposition("Tennis (Sat)'s-expenses.csv")).toBe(
      `attachment; filename="Tennis (Sat)'s-expenses.csv"; filename*=UTF-8''Tennis%20%28Sat%29%27s-expenses.csv`,
    );
  });
});
