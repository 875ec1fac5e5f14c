import { sql } from 'drizzle-orm';
import type { AuthorizedGame } from '../../access/game';
import type { AuthorizedGroup } from '../../access/group';

/**
 * A discussion: a game's (its group's members who may see the game) or a group's board (its live members).
 * Built only from a door's proof, so every thread a service touches was authorized.
 */
export interface Thread {
  groupId: string;
  gameId: string | null;
  userId: string;
  role: 'admin' | 'member';
  groupActive: boolean;
}

export const gameThread = (access: AuthorizedGame): Thread => ({
  groupId: access.game.groupId,
  gameId: access.game.id,
  userId: access.userId,
  role: access.role,
  groupActive: access.groupActive,
});

export const boardThread = (access: AuthorizedGroup): Thread => ({
  groupId: access.group.id,
  gameId: null,
  userId: access.userId,
  role: access.role,
  groupActive: access.group.active,
});

/** The messages of the thread, as a condition on `m` (discussion_messages). */
export const inThread = (thread: Pick<Thread, 'groupId' | 'gameId'>) =>
  thread.gameId
    ? sql`m.game_id = ${thread.gameId}`
    : sql`m.group_id = ${thread.groupId} and m.game_id is null`;

/**
 * Who may read the thread now: live members of the group, and for a game only those who joined by its date
 * (the rule that hides a game from later members). A SELECT of `user_id`.
 */
export const threadReaders = (thread: Pick<Thread, 'groupId' | 'gameId'>) =>
  thread.gameId
    ? sql`select gm.user_id from group_members gm join games g on g.id = ${thread.gameId}
        where gm.group_id = g.group_id and gm.deleted_at is null and gm.joined_at <= g.date`
    : sql`select gm.user_id from group_members gm
        where gm.group_id = ${thread.groupId} and gm.deleted_at is null`;
