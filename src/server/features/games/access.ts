import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import { gameMessages } from '../../../shared/games';
import type { Db } from '../../db/client';
import { games, groupMembers, groups } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { isUuid } from '../../http/validate';

declare const checked: unique symbol;

export type GameRow = typeof games.$inferSelect;

/** Proof that the caller may see this game: a live member of its group who joined before its date. */
export interface AuthorizedGame {
  readonly [checked]: true;
  game: GameRow;
  groupName: string;
  groupActive: boolean;
  userId: string;
  role: Role;
  isCreator: boolean;
}

/**
 * One statement reads the game with the caller's membership. A missing game, a non-member, and a game dated
 * before the caller joined the group (hidden from them everywhere) all answer 404 'Game not found.'.
 */
export async function authorizeGame(db: Db, userId: string, gameId: string): Promise<AuthorizedGame> {
  if (!isUuid(gameId)) throw notFound(gameMessages.notFound);
  const [row] = await db
    .select({
      game: games,
      groupName: groups.name,
      groupActive: groups.active,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, games.groupId),
        eq(groupMembers.userId, userId),
        isNull(groupMembers.deletedAt),
      ),
    )
    .where(eq(games.id, gameId));
  if (!row || row.game.date.getTime() < row.joinedAt.getTime()) throw notFound(gameMessages.notFound);
  return {
    game: row.game,
    groupName: row.groupName,
    groupActive: row.groupActive,
    userId,
    role: row.role,
    isCreator: row.game.createdBy === userId,
  } as AuthorizedGame;
}

/** An inactive group allows no changes to its games (spec 000 §4). */
export function requireActiveGroup(access: AuthorizedGame): void {
  if (!access.groupActive) throw new ApiError(409, 'GROUP_INACTIVE', gameMessages.groupInactive);
}
