import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { UNREAD_BADGE_CAP } from '../../../shared/unread';
import type { UpdateEntry } from '../../../shared/update-text';
import { UPDATES_PAGE_SIZE } from '../../../shared/updates';
import type { Db } from '../../db/client';
import { updates } from '../../db/schema';
import { notFound } from '../../http/errors';

export const updateMessages = { notFound: 'Update not found.', invalidCursor: 'Invalid cursor.' } as const;

/** Where a page ends: its last entry's instant in microseconds since 1970, and its id. */
const cursorShape = z.tuple([z.string().regex(/^\d{1,17}$/), z.uuid()]);
type Cursor = z.output<typeof cursorShape>;

/** ?before= as the previous page gave it: opaque base64url. */
export const feedQuery = z.object({
  before: z
    .string()
    .max(200)
    .optional()
    .transform((text, ctx): Cursor | undefined => {
      if (text === undefined) return undefined;
      try {
        return cursorShape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
      } catch {
        ctx.addIssue({ code: 'custom', message: updateMessages.invalidCursor });
        return z.NEVER;
      }
    }),
});

export const markReadSchema = z.object({ upTo: z.uuid() });

type Row = {
  id: string;
  kind: UpdateEntry['kind'];
  group_id: string | null;
  game_id: string | null;
  actor_id: string | null;
  data: UpdateEntry['data'];
  created_at: string | Date;
  read: boolean;
  subject_gone: boolean;
  at_micros: string;
};

/**
 * Whether the entry's expense (expense_share) or game (every other kind naming one) has been deleted since, by
 * primary key. An expense_share entry written before entries named their expense is gone once its payer has no
 * expense left in that game: never said of an expense that still exists.
 */
const subjectGone = sql`case
  when u.kind = 'expense_share' and u.data->>'expenseId' is not null then
    not exists (select 1 from expenses e where e.id = (u.data->>'expenseId')::uuid)
  when u.kind = 'expense_share' then
    not exists (select 1 from expense_payers ep join expenses e on e.id = ep.expense_id
      where e.game_id = u.game_id and ep.user_id = u.actor_id)
  when u.game_id is not null then not exists (select 1 from games g where g.id = u.game_id)
  else false end`;

/** One page of the person's feed, newest first: one statement on updates_user_created_idx (and primary keys). */
export async function feedPage(db: Db, userId: string, before: Cursor | undefined) {
  const after = before
    ? sql`and (created_at, id) < (timestamptz 'epoch' + ${before[0]}::bigint * interval '1 microsecond', ${before[1]}::uuid)`
    : sql``;
  const { rows } = await db.execute<Row>(sql`
    select id, kind, group_id, game_id, actor_id, data, created_at, read_at is not null as read,
      ${subjectGone} as subject_gone, (extract(epoch from created_at) * 1000000)::bigint::text as at_micros
    from updates u where user_id = ${userId} ${after}
    -- NULLS LAST as the index is built (the columns are never null): plain DESC means NULLS FIRST, which
    -- the index cannot give, and the person's whole feed would be read and sorted for each page.
    order by created_at desc nulls last, id desc nulls last
    limit ${UPDATES_PAGE_SIZE + 1}`);
  const page = rows.slice(0, UPDATES_PAGE_SIZE);
  const last = page.at(-1);
  const entries: UpdateEntry[] = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    groupId: row.group_id,
    gameId: row.game_id,
    actorId: row.actor_id,
    data: row.data,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read,
    subjectGone: row.subject_gone,
  }));
  const nextCursor =
    rows.length > UPDATES_PAGE_SIZE && last
      ? Buffer.from(JSON.stringify([last.at_micros, last.id])).toString('base64url')
      : null;
  return { entries, nextCursor };
}

/** Unread entries, counted up to one past the badge's cap (the badge then says 99+). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from updates where user_id = ${userId} and read_at is null limit ${UNREAD_BADGE_CAP + 1}) unread`);
  return rows[0]?.n ?? 0;
}

/** Marks the entry and every older unread one of the person read (what the feed has shown them). */
export async function markRead(db: Db, userId: string, upTo: string, now: Date) {
  const [entry] = await db
    .select({ createdAt: updates.createdAt })
    .from(updates)
    .where(and(eq(updates.id, upTo), eq(updates.userId, userId)));
  if (!entry) throw notFound(updateMessages.notFound);
  await db
    .update(updates)
    .set({ readAt: now })
    .where(and(eq(updates.userId, userId), isNull(updates.readAt), lte(updates.createdAt, entry.createdAt)));
  return { unread: await unreadCount(db, userId) };
}
