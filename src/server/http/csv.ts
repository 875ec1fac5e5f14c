/** Written first so Excel reads the file as UTF-8 (accented names) instead of the system's code page. */
export const CSV_BOM = '\uFEFF';

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before looking for one) would run as a formula when opened. A
 * spreadsheet set to split on semicolons (the default in most European locales) starts a cell after each `;`,
 * and one that ignores the quotes starts a record after each line break, so every such part of a field is
 * guarded too: each gets a leading apostrophe, which spreadsheets show as text. Our own numbers and dates
 * never start with one.
 */
const FORMULA_START = /(?<=^|[;\r\n])(?=[=+\-@\t\r])/g;
/**
 * RFC 4180: a field holding a quote, comma or line break is quoted, with its quotes doubled. So is one holding
 * a semicolon, the separator of semicolon-splitting spreadsheets: a reader that guesses the separator from
 * the file then sees it inside a quoted field, not between two.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field, safe to open in a spreadsheet and quoted as RFC 4180 requires. */
export function csvCell(value: string): string {
  const text = value.replace(FORMULA_START, "'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Characters no file name should carry (path separators, reserved on Windows, control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * `Content-Disposition: attachment` for a file name of any characters (RFC 6266): `filename*` carries it in
 * UTF-8, percent-encoded (RFC 8187); `filename` is a plain ASCII fallback for old clients, so neither can
 * break out of the header or name a path.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = fileName.replace(UNSAFE_IN_FILE_NAME, '_').trim() || 'download';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
