import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Keyset pagination for lists ordered by several keys (a name then an id, a time then an id, ...). A page
 * ends at its last row's keys; the next starts strictly after them, so rows added or removed meanwhile never
 * shift a page the way an offset would, and each page costs the same however deep it is.
 */

/** How a key is compared and written into the cursor. */
type KeyType = 'text' | 'uuid' | 'timestamptz';

interface KeyPart {
  value: SQL | AnyColumn;
  order: 'asc' | 'desc';
  type: KeyType;
}

const INVALID_CURSOR = 'Invalid cursor.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An instant to the microsecond, as PostgreSQL keeps it (a JS Date would round it to the millisecond). */
const INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether a decoded key would reach PostgreSQL as a valid value of its type: anything else is a 400, not a 500. */
function validKey(type: KeyType, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return UUID.test(value);
  if (type === 'timestamptz') {
    // A date that rolls over (Feb 30) is not the one that was written.
    const parsed = new Date(value);
    return (
      INSTANT.test(value) &&
      !Number.isNaN(parsed.getTime()) &&
      parsed.toISOString().slice(0, 19) === value.slice(0, 19)
    );
  }
  // Text keys are names: PostgreSQL refuses NUL, and a lone surrogate is no text anyone wrote.
  return value.length <= 1000 && !value.includes('\u0000') && Buffer.from(value).toString() === value;
}

/** The cursor as the client holds it: opaque base64url of the JSON array of the last row's keys. */
const encode = (keys: readonly string[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');

/**
 * `?cursor=` for a list keyed by `types`: decoded and checked here, so a forged or stale-shaped cursor is a
 * 400 'Invalid cursor.' and never reaches SQL.
 */
export function cursorParam(types: readonly KeyType[]) {
  return z
    .string()
    .max(4000)
    .transform((text, ctx): string[] => {
      let keys: unknown;
      try {
        keys = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        keys = null;
      }
      if (
        !Array.isArray(keys) ||
        keys.length !== types.length ||
        !keys.every((key, i) => validKey(types[i] as KeyType, key))
      ) {
        ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
        return z.NEVER;
      }
      return keys as string[];
    });
}

const castOf = { text: sql.raw('text'), uuid: sql.raw('uuid'), timestamptz: sql.raw('timestamptz') };

/** A key as text for the cursor: instants in UTC to the microsecond, so the next page starts exactly after. */
function keyText(part: KeyPart): SQL {
  return part.type === 'timestamptz'
    ? sql`to_char(${part.value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${part.value}::text`;
}

/**
 * The order, the cursor column and the "after this cursor" condition of a list ordered by `parts`. When every
 * key runs the same way the condition is one row comparison, which a matching index answers directly; mixed
 * directions spell out the lexicographic order.
 */
export function keyset(parts: readonly KeyPart[]) {
  const value = (key: string, part: KeyPart) => sql`${key}::${castOf[part.type]}`;
  return {
    orderBy: parts.map((part) => (part.order === 'asc' ? asc(part.value) : desc(part.value))),
    /** Select it as `cursor`; pageOf turns the last row's into the next page's cursor. */
    cursor: sql<string[]>`json_build_array(${sql.join(parts.map(keyText), sql`, `)})`,
    after(keys: readonly string[] | undefined): SQL | undefined {
      if (!keys) return undefined;
      const order = parts[0]?.order;
      if (parts.every((part) => part.order === order)) {
        const op = order === 'asc' ? sql`>` : sql`<`;
        return sql`(${sql.join(
          parts.map((part) => sql`${part.value}`),
          sql`, `,
        )}) ${op} (${sql.join(
          parts.map((part, i) => value(keys[i] ?? '', part)),
          sql`, `,
        )})`;
      }
      const beyond = parts.map((part, i) => {
        const equalBefore = parts
          .slice(0, i)
          .map((prev, j) => sql`${prev.value} = ${value(keys[j] ?? '', prev)}`);
        const step = sql`${part.value} ${part.order === 'asc' ? sql`>` : sql`<`} ${value(keys[i] ?? '', part)}`;
        return sql`(${sql.join([...equalBefore, step], sql` and `)})`;
      });
      return sql`(${sql.join(beyond, sql` or `)})`;
    },
  };
}

/** The page and the next page's cursor (null on the last), from `limit + 1` rows that carry their keys. */
export function pageOf<Row extends { cursor: string[] }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursor: _, ...row }) => row),
    nextCursor: rows.length > limit && last ? encode(last.cursor) : null,
  };
}
