import fc from 'fast-check';

/** Random and hostile values for the fuzz test (src/server/http/fuzz.test.ts). */

export const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%00', '../../etc/passwd', "'; drop table groups; --", '💥'),
  fc.constantFrom('x'.repeat(5000), '9'.repeat(400), '-1', '1e308', 'NaN', 'null', 'true'),
);
export const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }),
);

/** Hostile text that Node will still put in a header (it refuses control characters and non-Latin-1 ones). */
export const headerText = hostileText.map((text) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?'));
/** Mostly the header a browser would send, sometimes none, a near miss, or garbage. */
export const headerOf = (usual: string | undefined, weight: number, odd: (string | undefined)[]) =>
  fc.oneof({ weight, arbitrary: fc.constant(usual) }, fc.constantFrom(...odd), headerText);
/**
 * Framing Node's parser refuses before the app runs. A Content-Length shorter than the body is left out: the
 * rest of the body would arrive as a second, malformed request, whose 400 races the app's answer to the first.
 */
export const framing = fc.oneof(
  { weight: 12, arbitrary: fc.constant({}) },
  fc.constantFrom<Record<string, string>>(
    { 'content-length': 'abc' },
    { 'content-length': '-1' },
    { 'content-length': '1, 2' },
    { 'content-length': '99999999999999999999' },
    { 'transfer-encoding': 'chunked', 'content-length': '5' },
    { 'transfer-encoding': 'gzip' },
  ),
);
/** Path segments sent as they are, not encoded: escapes that are malformed, overlong, or mean a dot. */
export const rawSegment = fc.constantFrom('%', '%zz', '%00', '%C0%AF', '%F0%9F', '..', '.', '%2e%2e', ';');

/** Text with a NUL character somewhere in it, which PostgreSQL refuses in text columns. */
export const withNul = (value: unknown) => (typeof value === 'string' ? `${value}\u0000` : value);

/** Every field present: mostly valid, some with a NUL, some hostile, some left out. */
export function mutatedBody(valid: Record<string, unknown>) {
  return fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [
        key,
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(value) },
          { weight: 1, arbitrary: fc.constant(withNul(value)) },
          { weight: 1, arbitrary: hostileValue },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
}
