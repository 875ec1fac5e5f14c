/** A piece of a message: plain text, or a web address the screen draws as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses only; a trailing full stop, comma or closing bracket ends the sentence, not the address. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'’”]+$/;

/**
 * Splits a message into text and links. Only http and https addresses become links (never javascript:, data:
 * or anything else), and only when the browser parses them to the same scheme; everything else stays text,
 * which React writes escaped, so no message can carry markup.
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    let href: string | null = null;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
