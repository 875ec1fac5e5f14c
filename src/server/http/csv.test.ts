import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv';
import { attachmentDisposition, csvCell, csvLine } from './csv';

const FORMULA_CHARS = '=+-@\t\r';
const PART_BREAKS = ';\r\n';

/**
 * What a spreadsheet shows for a written cell: the text itself, with an apostrophe before the field and before
 * each part after a semicolon or line break when that part starts with a formula character.
 */
function shown(value: string): string {
  let text = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i] ?? '';
    const startsPart = i === 0 || PART_BREAKS.includes(value[i - 1] ?? '');
    text += startsPart && FORMULA_CHARS.includes(char) ? `'${char}` : char;
  }
  return text;
}

const startsFormula = (text: string) => text.length > 0 && FORMULA_CHARS.includes(text[0] ?? '');

/** Text full of what spreadsheets split on and what starts a formula, and any text at all. */
const cell = fc.oneof(fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[=+\-@;",'\t\r\n a-z1]{0,12}$/));
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 });

describe('CSV records', () => {
  it('quotes separators, semicolons, quotes and line breaks, and nothing else', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', 'Zoë', 'a;b'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r\nlf",Zoë,"a;b"\r\n',
    );
    expect(csvLine(['', '16.68', '2026-11-20'])).toBe(',16.68,2026-11-20\r\n');
  });

  it('turns a would-be formula into text with a leading apostrophe, in the field and in each of its parts', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('balls;=1+1')).toBe(`"balls;'=1+1"`);
    expect(csvCell('a; +1;@x;ok')).toBe(`"a; +1;'@x;ok"`);
    expect(csvCell('first\n-second')).toBe(`"first\n'-second"`);
    expect(csvCell('Ann = Bob')).toBe('Ann = Bob');
  });

  it('leaves no cell, and no part of one after a semicolon or line break, starting a formula', () => {
    fc.assert(
      fc.property(rows, (records) => {
        const text = records.map(csvLine).join('');
        for (const written of readCsv(text).flat()) {
          expect(startsFormula(written)).toBe(false);
          for (const part of written.split(';')) expect(startsFormula(part)).toBe(false);
          for (const part of written.split(/[;\r\n]/)) expect(startsFormula(part)).toBe(false);
        }
        // A spreadsheet that splits the file on semicolons, quotes or not, meets no formula either.
        for (const part of text.split(';').slice(1)) expect(startsFormula(part)).toBe(false);
      }),
    );
  });

  it('reads back exactly the text a spreadsheet shows, for any text', () => {
    fc.assert(
      fc.property(rows, (records) => {
        const text = records.map(csvLine).join('');
        expect(readCsv(text)).toEqual(records.map((record) => record.map(shown)));
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
