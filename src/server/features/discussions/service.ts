import { sql } from 'drizzle-orm';
import { MESSAGES_PER_MINUTE, discussionRefusals as m } from '../../../shared/discussions';
import { gameMessages } from '../../../shared/games';
import { groupMessages } from '../../../shared/groups';
import type { Db } from '../../db/client';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { consumeRateLimit } from '../../http/rate-limit';
import { isUuid } from '../../http/validate';
import { type MessageRow, messageColumns, toView } from './list';
import { tellOfMessage } from './notify';
import type { Thread } from './threads';

type Executor = Pick<Db, 'execute'>;

const perMinute = { max: MESSAGES_PER_MINUTE, windowSeconds: 60 };

function requireActive(thread: Thread) {
  if (!thread.groupActive) {
    throw new ApiError(
      409,
      'GROUP_INACTIVE',
      thread.gameId ? gameMessages.groupInactive : groupMessages.inactive,
    );
  }
}

async function readMessage(db: Executor, messageId: string): Promise<MessageRow | undefined> {
  const result = await db.execute<MessageRow>(sql`select ${messageColumns}
    from discussion_messages m left join profiles p on p.id = m.author_id where m.id = ${messageId}`);
  return result.rows[0];
}

/**
 * Posts a message. The id is the device's: a repeat of the same send (the answer was lost, the offline queue
 * replays) finds its message and stores nothing more; an id someone else's message holds is a 409. Counted
 * against the author's 30 a minute first, repeats included, so no loop can flood a thread.
 */
export async function postMessage(
  db: Db,
  thread: Thread,
  input: { id: string; body: string; mentions?: string[] },
  now: Date,
) {
  requireActive(thread);
  await consumeRateLimit(db, `messages:${thread.userId}`, perMinute, now);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into discussion_messages (id, group_id, game_id, author_id, body, created_at)
      values (${input.id}, ${thread.groupId}, ${thread.gameId}, ${thread.userId}, ${input.body}, ${now})
      on conflict (id) do nothing
      returning id`);
    if (inserted.rows.length === 0) {
      const existing = await readMessage(tx, input.id);
      const [same] = (
        await tx.execute<{ same: boolean }>(sql`select author_id = ${thread.userId}
          and group_id = ${thread.groupId} and game_id is not distinct from ${thread.gameId}::uuid as same
          from discussion_messages where id = ${input.id}`)
      ).rows;
      if (!existing || !same?.same) throw conflict(m.idTaken);
      return { message: toView(existing, thread), created: false };
    }
    await tellOfMessage(tx, thread, input.id, input.mentions ?? [], now);
    const message = await readMessage(tx, input.id);
    if (!message) throw new Error(`message ${input.id} vanished inside its own transaction`);
    return { message: toView(message, thread), created: true };
  });
}

/** A message with the caller's standing in its thread; 404 for anyone who may not read the thread. */
export async function authorizeMessage(
  db: Db,
  userId: string,
  messageId: string,
): Promise<Thread & { messageId: string }> {
  if (!isUuid(messageId)) throw notFound(m.notFound);
  const result = await db.execute<{
    group_id: string;
    game_id: string | null;
    role: 'admin' | 'member';
    active: boolean;
  }>(sql`
    select d.group_id, d.game_id, gm.role, gr.active
    from discussion_messages d
    join groups gr on gr.id = d.group_id
    join group_members gm on gm.group_id = d.group_id and gm.user_id = ${userId} and gm.deleted_at is null
    left join games g on g.id = d.game_id
    where d.id = ${messageId} and (g.id is null or gm.joined_at <= g.date)`);
  const row = result.rows[0];
  if (!row) throw notFound(m.notFound);
  return {
    messageId,
    groupId: row.group_id,
    gameId: row.game_id,
    userId,
    role: row.role,
    groupActive: row.active,
  };
}

/** The author edits the text of their own message; it shows 'edited'. */
export async function editMessage(db: Db, access: Thread & { messageId: string }, body: string, now: Date) {
  requireActive(access);
  const updated = await db.execute(sql`update discussion_messages set body = ${body}, edited_at = ${now}
    where id = ${access.messageId} and author_id = ${access.userId} and deleted_at is null returning id`);
  if (updated.rows.length === 0) {
    const current = await readMessage(db, access.messageId);
    if (current?.deleted_at) throw new ApiError(409, 'MESSAGE_DELETED', m.deleted);
    throw forbidden(m.notYours);
  }
  const message = await readMessage(db, access.messageId);
  if (!message) throw notFound(m.notFound);
  return toView(message, access);
}

/**
 * The author, or an admin of the group, deletes a message: its text and reactions go, its place stays
 * ('Message deleted') so the replies around it still read in order. Deleting twice changes nothing more.
 */
export async function deleteMessage(db: Db, access: Thread & { messageId: string }, now: Date) {
  const adminMay = access.role === 'admin' ? sql`true` : sql`author_id = ${access.userId}`;
  await db.transaction(async (tx) => {
    const updated = await tx.execute(sql`update discussion_messages
      set body = '', deleted_at = coalesce(deleted_at, ${now}), pinned_at = null
      where id = ${access.messageId} and (${adminMay}) returning id`);
    if (updated.rows.length === 0) throw forbidden(m.deleteNotAllowed);
    await tx.execute(sql`delete from discussion_reactions where message_id = ${access.messageId}`);
  });
}
