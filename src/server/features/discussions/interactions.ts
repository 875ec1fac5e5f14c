import { sql } from 'drizzle-orm';
import {
  discussionRefusals as m,
  PINS_MAX,
  type Reaction,
  UNREAD_WINDOW_DAYS,
} from '../../../shared/discussions';
import { groupMessages } from '../../../shared/groups';
import type { AuthorizedGame } from '../../access/game';
import type { Db } from '../../db/client';
import { ApiError, conflict, forbidden } from '../../http/errors';
import type { Thread } from './threads';

type MessageAccess = Thread & { messageId: string };

/** Adds or takes back the caller's reaction; doing either twice changes nothing more. A deleted message takes none. */
export async function setReaction(db: Db, access: MessageAccess, reaction: Reaction, on: boolean) {
  if (!access.groupActive) throw new ApiError(409, 'GROUP_INACTIVE', groupMessages.inactive);
  if (!on) {
    await db.execute(sql`delete from discussion_reactions
      where message_id = ${access.messageId} and user_id = ${access.userId} and reaction = ${reaction}`);
    return;
  }
  const added = await db.execute(sql`insert into discussion_reactions (message_id, user_id, reaction)
    select id, ${access.userId}, ${reaction} from discussion_messages
    where id = ${access.messageId} and deleted_at is null
    on conflict do nothing returning 1`);
  if (added.rows.length === 0) {
    const live = await db.execute(
      sql`select 1 from discussion_messages where id = ${access.messageId} and deleted_at is null`,
    );
    if (live.rows.length === 0) throw new ApiError(409, 'MESSAGE_DELETED', m.deleted);
  }
}

/**
 * An admin pins a board message (at most three per group) or unpins it. The group's row is locked while the
 * pins are counted, so two admins pinning at once cannot make a fourth.
 */
export async function setPinned(db: Db, access: MessageAccess, pinned: boolean, now: Date) {
  if (access.role !== 'admin') throw forbidden(groupMessages.adminOnly);
  if (access.gameId !== null) throw new ApiError(400, 'NOT_ON_BOARD', m.pinBoardOnly);
  if (!pinned) {
    await db.execute(sql`update discussion_messages set pinned_at = null where id = ${access.messageId}`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from groups where id = ${access.groupId} for update`);
    const pinnedNow = await tx.execute<{ id: string }>(sql`select id from discussion_messages
      where group_id = ${access.groupId} and game_id is null and pinned_at is not null`);
    if (pinnedNow.rows.some((row) => row.id === access.messageId)) return;
    if (pinnedNow.rows.length >= PINS_MAX) throw conflict(m.pinsFull);
    const done = await tx.execute(sql`update discussion_messages set pinned_at = ${now}
      where id = ${access.messageId} and deleted_at is null returning 1`);
    if (done.rows.length === 0) throw new ApiError(409, 'MESSAGE_DELETED', m.deleted);
  });
}

/** Marks the game's discussion read up to now for the caller (opening the game does it). */
export async function markRead(db: Db, access: AuthorizedGame, now: Date) {
  await db.execute(sql`insert into discussion_reads (user_id, game_id, last_read_at)
    values (${access.userId}, ${access.game.id}, ${now})
    on conflict (user_id, game_id) do update set last_read_at = greatest(discussion_reads.last_read_at, excluded.last_read_at)`);
}

/** Mutes or unmutes the game's discussion for the caller: a muted discussion writes them no entries, mails or pushes. */
export async function setMuted(db: Db, access: AuthorizedGame, muted: boolean) {
  await db.execute(sql`insert into discussion_reads (user_id, game_id, muted)
    values (${access.userId}, ${access.game.id}, ${muted})
    on conflict (user_id, game_id) do update set muted = excluded.muted`);
}

/**
 * The games whose discussion has messages by others the caller has not read: messages of the last
 * UNREAD_WINDOW_DAYS, in games the caller may see and has not muted. One statement.
 */
export async function unreadGames(db: Db, userId: string, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - UNREAD_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute<{ game_id: string }>(sql`
    select distinct m.game_id from discussion_messages m
    join group_members gm on gm.group_id = m.group_id and gm.user_id = ${userId} and gm.deleted_at is null
    join games g on g.id = m.game_id and g.date >= gm.joined_at
    left join discussion_reads r on r.user_id = ${userId} and r.game_id = m.game_id
    where m.created_at > ${since} and m.game_id is not null and m.deleted_at is null
      and m.author_id is distinct from ${userId}
      and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
      and not coalesce(r.muted, false)`);
  return result.rows.map((row) => row.game_id);
}
