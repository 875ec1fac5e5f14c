import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordUpdate } from '../../notifications/record';
import { type Thread, threadReaders } from './threads';

type Executor = Pick<Db, 'execute'>;

/** Readers of the thread who have not muted it (only games can be muted). */
const unmutedReaders = (thread: Thread) =>
  thread.gameId
    ? sql`select t.user_id from (${threadReaders(thread)}) t
        where not exists (select 1 from discussion_reads r
          where r.user_id = t.user_id and r.game_id = ${thread.gameId} and r.muted)`
    : threadReaders(thread);

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Tells the thread's readers of a new message, in the message's own transaction: a feed entry 'mentioned you'
 * (with its mail and push, on by default) for each mentioned reader, and 'wrote in' for the others (mail and
 * push off by default). A reader's unread 'wrote in' entry of the same thread is replaced, so a lively
 * thread is one entry in the feed, not one per message. Nobody who muted the game hears of it.
 */
export async function tellOfMessage(
  tx: Executor,
  thread: Thread,
  messageId: string,
  mentions: readonly string[],
  now: Date,
) {
  const mentioned = mentions.length > 0 ? uuidArray(mentions) : sql`array[]::uuid[]`;
  const readers = unmutedReaders(thread);
  const sameThread = thread.gameId
    ? sql`game_id = ${thread.gameId}`
    : sql`group_id = ${thread.groupId} and game_id is null`;
  await tx.execute(sql`delete from updates where kind = 'message_posted' and read_at is null and ${sameThread}
    and user_id in (${readers}) and user_id <> ${thread.userId}`);
  const common = { groupId: thread.groupId, gameId: thread.gameId, actorId: thread.userId, now };
  if (mentions.length > 0) {
    await recordUpdate(tx, {
      ...common,
      kind: 'message_mention',
      recipients: sql`select r.user_id from (${readers}) r where r.user_id = any(${mentioned})`,
      data: { messageId },
    });
  }
  await recordUpdate(tx, {
    ...common,
    kind: 'message_posted',
    recipients: sql`select r.user_id from (${readers}) r where not (r.user_id = any(${mentioned}))`,
    data: { messageId },
  });
}
