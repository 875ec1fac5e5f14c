import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The places a member takes at a game: themselves and each guest they brought (issue 59). `gameId` and `userId`
 * are SQL expressions of the outer query, so capacity counts stay one statement.
 */
export const placesTaken = (gameId: SQL | string, userId: SQL | string): SQL =>
  sql`(1 + (select count(*) from game_guests gg where gg.game_id = ${gameId} and gg.host_id = ${userId}))`;

/** A guest whom money names (an expense's split as entered, or a share): they stay, or the history would change. */
export const guestInMoney = (guestId: SQL): SQL =>
  sql`(exists (select 1 from expense_split_entries se where se.guest_id = ${guestId})
    or exists (select 1 from expense_shares s where s.guest_id = ${guestId}))`;

/**
 * The host is no longer coming (dropped out, or left or was removed from the group): their guests go from the
 * games still to come — the one game, or every game of the group — unless money names them. A game that was
 * played keeps its guests, as its money and attendance do.
 */
export async function dropGuestsOf(
  tx: Tx | Db,
  hostId: string,
  where: { gameId: string } | { groupId: string },
  now: Date,
) {
  const games =
    'gameId' in where
      ? sql`select id from games where id = ${where.gameId}`
      : sql`select id from games where group_id = ${where.groupId}`;
  await tx.execute(sql`delete from game_guests g
    where g.host_id = ${hostId} and g.game_id in (${games})
      and g.game_id in (select id from games where date > ${now} and status not in ('completed', 'cancelled'))
      and not ${guestInMoney(sql`g.id`)}`);
}
