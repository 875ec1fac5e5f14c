import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '../../shared/constants';
import { gameMessages } from '../../shared/games';
import type { Db } from '../db/client';
import { games, groupMembers, groups } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { isUuid } from '../http/validate';

declare const checked: unique symbol;

export type GameRow = typeof games.$inferSelect;

/** Proof that the caller may see this game: a live member of its group who joined before its date. */
export interface AuthorizedGame {
  readonly [checked]: true;
  game: GameRow;
  groupName: string;
  groupActive: boolean;
  /** The group's currency: every amount of the game (court cost, expenses) is in its minor unit. */
  groupCurrency: string;
  userId: string;
  role: Role;
  isCreator: boolean;
  /** The creator is still a live member of the group: not gone, not removed, account not deleted. */
  creatorInGroup: boolean;
}

/** The creator's own membership of the game's group, beside the caller's. */
const creatorMembership = alias(groupMembers, 'creator_membership');

/**
 * One statement reads the game with the caller's membership (and whether its creator is still in the group).
 * A missing game, a non-member, and a game dated before the caller joined the group (hidden from them
 * everywhere) all answer 404 'Game not found.'.
 */
export async function authorizeGame(db: Db, userId: string, gameId: string): Promise<AuthorizedGame> {
  if (!isUuid(gameId)) throw notFound(gameMessages.notFound);
  const [row] = await db
    .select({
      game: games,
      groupName: groups.name,
      groupActive: groups.active,
      groupCurrency: groups.currency,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      creatorInGroup: isNotNull(creatorMembership.id),
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
    .leftJoin(
      creatorMembership,
      and(
        eq(creatorMembership.groupId, games.groupId),
        eq(creatorMembership.userId, games.createdBy),
        isNull(creatorMembership.deletedAt),
      ),
    )
    .where(eq(games.id, gameId));
  if (!row || row.game.date.getTime() < row.joinedAt.getTime()) throw notFound(gameMessages.notFound);
  return {
    game: row.game,
    groupName: row.groupName,
    groupActive: row.groupActive,
    groupCurrency: row.groupCurrency,
    userId,
    role: row.role,
    isCreator: row.game.createdBy === userId,
    creatorInGroup: row.creatorInGroup,
  } as AuthorizedGame;
}

/** An inactive group allows no changes to its games (spec 000 §4). */
export function requireActiveGroup(access: AuthorizedGame): void {
  if (!access.groupActive) throw new ApiError(409, 'GROUP_INACTIVE', gameMessages.groupInactive);
}

/** Refuses (404) to act for someone who is not a live member of the game's group. */
export async function assertMember(db: Db, access: AuthorizedGame, userId: string) {
  const [member] = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, access.game.groupId),
        eq(groupMembers.userId, userId),
        isNull(groupMembers.deletedAt),
      ),
    );
  if (!member) throw notFound('That person is not a member of this group.');
}
