/**
 * A small RFC 4180 reader for tests (no CSV library is installed): quoted fields may hold commas, doubled
 * quotes and line breaks; records end with CRLF. Throws on text a conforming writer would not produce.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`text after a quoted field at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      endField();
      i += 1;
    } else if (text[i] === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`);
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else if (text[i] === '\n' || text[i] === '"') {
      throw new Error(`unquoted ${JSON.stringify(text[i])} at ${i}`);
    } else {
      field += text[i];
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
