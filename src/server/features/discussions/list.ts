import { sql } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE, type Reaction } from '../../../shared/discussions';
import type { Db } from '../../db/client';
import { inThread, type Thread } from './threads';

/** A message as the screens show it; a deleted one has no text and no reactions. */
export interface MessageView {
  id: string;
  authorId: string | null;
  /** Null for a deleted account's messages: the screen says 'Former member'. */
  authorName: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  pinned: boolean;
  reactions: { reaction: Reaction; userId: string; name: string }[];
  canEdit: boolean;
  canDelete: boolean;
}

export type MessageRow = {
  id: string;
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  pinned_at: string | null;
  reactions: MessageView['reactions'] | null;
  cursor: [string, string];
};

/** Instants as ISO text to the microsecond: the cursor must start exactly after the page's oldest message. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The columns of a message row (`m`) with its author's name and every reaction with who gave it. */
export const messageColumns = sql`m.id, m.author_id, p.full_name as author_name, m.body,
  ${iso('m.created_at')} as created_at, ${iso('m.edited_at')} as edited_at,
  ${iso('m.deleted_at')} as deleted_at, ${iso('m.pinned_at')} as pinned_at,
  (select json_agg(json_build_object('reaction', x.reaction, 'userId', x.user_id, 'name', xp.full_name)
     order by x.created_at, x.user_id)
   from discussion_reactions x join profiles xp on xp.id = x.user_id
   where x.message_id = m.id and m.deleted_at is null) as reactions,
  json_build_array(${iso('m.created_at')}, m.id::text) as cursor`;

export function toView(
  row: MessageRow,
  thread: Pick<Thread, 'userId' | 'role' | 'groupActive'>,
): MessageView {
  const deleted = row.deleted_at !== null;
  const mine = row.author_id !== null && row.author_id === thread.userId;
  return {
    id: row.id,
    authorId: row.author_id,
    authorName: row.author_id ? row.author_name : null,
    body: deleted ? '' : row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    deleted,
    pinned: row.pinned_at !== null,
    reactions: row.reactions ?? [],
    canEdit: !deleted && mine && thread.groupActive,
    canDelete: !deleted && (mine || thread.role === 'admin'),
  };
}

/**
 * A page of the thread, newest first (the screen draws them oldest first), the cursor of the page before,
 * the board's pinned messages on its first page, and the reader's read mark and mute. One statement, read by
 * the thread's page index however long the thread is.
 */
export async function listMessages(db: Db, thread: Thread, cursor?: readonly string[]) {
  const limit = MESSAGES_PAGE_SIZE;
  const after = cursor
    ? sql`and (m.created_at, m.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : sql``;
  const pinned =
    thread.gameId === null && !cursor
      ? sql`(select json_agg(q order by q.pinned_at desc) from (
          select ${messageColumns} from discussion_messages m left join profiles p on p.id = m.author_id
          where m.group_id = ${thread.groupId} and m.game_id is null and m.pinned_at is not null
            and m.deleted_at is null) q)`
      : sql`null::json`;
  const readState = thread.gameId
    ? sql`(select json_build_object('lastReadAt', ${iso('r.last_read_at')}, 'muted', r.muted)
        from discussion_reads r where r.user_id = ${thread.userId} and r.game_id = ${thread.gameId})`
    : sql`null::json`;
  // 'nulls last' as the page indexes are built: otherwise PostgreSQL sorts the whole thread to find a page.
  const result = await db.execute<{
    page: MessageRow[] | null;
    pinned: MessageRow[] | null;
    state: unknown;
  }>(sql`
    select
      (select json_agg(q order by q.created_at desc, q.id desc) from (
        select ${messageColumns} from discussion_messages m left join profiles p on p.id = m.author_id
        where ${inThread(thread)} ${after}
        order by m.created_at desc nulls last, m.id desc nulls last
        limit ${limit + 1}) q) as page,
      ${pinned} as pinned,
      ${readState} as state`);
  const row = result.rows[0];
  const rows = row?.page ?? [];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const state = (row?.state ?? null) as { lastReadAt: string | null; muted: boolean } | null;
  return {
    messages: page.map((message) => toView(message, thread)),
    /** The page before this one ('Show earlier'), or null when this page reaches the first message. */
    earlierCursor:
      rows.length > limit && last ? Buffer.from(JSON.stringify(last.cursor)).toString('base64url') : null,
    pinned: (row?.pinned ?? []).map((message) => toView(message, thread)),
    lastReadAt: state?.lastReadAt ?? null,
    muted: state?.muted ?? false,
  };
}
