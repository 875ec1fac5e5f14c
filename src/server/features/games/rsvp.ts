import { and, eq, sql } from 'drizzle-orm';
import type { RsvpResponse } from '../../../shared/constants';
import { gameMessages } from '../../../shared/games';
import { type AuthorizedGame, assertMember, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { gameOptions, rsvps } from '../../db/schema';
import { dropGuestsOf } from '../../domain/guests';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { recordUpdate } from '../../notifications/record';
import { goingOn, lockGame, tellPromoted } from './capacity';
import { assertGroupPlace, refusePastOption } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function requirePoll(access: AuthorizedGame) {
  requireActiveGroup(access);
  if (access.game.status !== 'poll') throw new ApiError(409, 'NOT_A_POLL', gameMessages.notAPoll);
}

/** Someone with no yes left on any of the poll's options is not coming: the guests they brought go too. */
async function dropGuestsIfNotComing(tx: Tx, gameId: string, userId: string, now: Date) {
  const { rows } = await tx.execute<{ yes: boolean }>(sql`select exists (select 1 from rsvps r
    join game_options o on o.id = r.game_option_id
    where o.game_id = ${gameId} and r.user_id = ${userId} and r.response = 'yes') as yes`);
  if (!rows[0]?.yes) await dropGuestsOf(tx, userId, { gameId }, now);
}

/** The game's organiser hears of a note with an answer, while they are a live member of its group. */
async function tellOrganiser(
  tx: Tx,
  access: AuthorizedGame,
  author: string,
  response: RsvpResponse,
  note: string,
  now: Date,
) {
  await recordUpdate(tx, {
    kind: 'rsvp_note',
    recipients: sql`select g.created_by as user_id from games g
      join group_members m on m.group_id = g.group_id and m.user_id = g.created_by and m.deleted_at is null
      where g.id = ${access.game.id}`,
    groupId: access.game.groupId,
    gameId: access.game.id,
    actorId: author,
    data: { response, note },
    now,
  });
}

/**
 * Sets or clears (null) an answer on one option, with its note: members answer for themselves, admins for
 * anyone. Clearing the answer clears its note; a new or changed note is told to the organiser.
 */
export async function setRsvp(
  db: Db,
  access: AuthorizedGame,
  input: { optionId: string; userId?: string; response: RsvpResponse | null; note?: string | null },
  now: Date,
) {
  requirePoll(access);
  const target = input.userId ?? access.userId;
  if (target !== access.userId && access.role !== 'admin') throw forbidden(gameMessages.ownRsvpOnly);
  const [option] = await db
    .select({ id: gameOptions.id })
    .from(gameOptions)
    .where(and(eq(gameOptions.id, input.optionId), eq(gameOptions.gameId, access.game.id)));
  if (!option) throw notFound('That option is not part of this game.');
  if (target !== access.userId) await assertMember(db, access, target);
  return db.transaction(async (tx) => {
    // With a maximum, who is going may change: the game is locked and the going list read before and after.
    const game = await lockGame(tx, access.game.id);
    if (!game) throw notFound(gameMessages.notFound);
    const before = game.maxPeople === null ? [] : await goingOn(tx, option.id, game.maxPeople);
    const mine = and(eq(rsvps.gameOptionId, option.id), eq(rsvps.userId, target));
    let note: string | null = null;
    if (input.response === null) {
      await tx.delete(rsvps).where(mine);
    } else {
      const [was] = await tx.select({ note: rsvps.note }).from(rsvps).where(mine);
      note = input.note === undefined ? (was?.note ?? null) : input.note;
      await tx
        .insert(rsvps)
        .values({
          gameOptionId: option.id,
          userId: target,
          response: input.response,
          note,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [rsvps.gameOptionId, rsvps.userId],
          set: { response: input.response, note, updatedAt: now },
        });
      if (note !== null && note !== was?.note)
        await tellOrganiser(tx, access, target, input.response, note, now);
    }
    if (input.response !== 'yes') await dropGuestsIfNotComing(tx, access.game.id, target, now);
    if (game.maxPeople === null) return { response: input.response, note, waiting: false };
    const after = await goingOn(tx, option.id, game.maxPeople);
    const promoted = after.filter((userId) => userId !== target && !before.includes(userId));
    await tellPromoted(tx, game, promoted, access.userId, now);
    return { response: input.response, note, waiting: input.response === 'yes' && !after.includes(target) };
  });
}

/** Adds another date × place option to a poll (the spec's "custom activity"). */
export async function addOption(
  db: Db,
  access: AuthorizedGame,
  input: { date: string; placeId: string; title?: string | null },
  now: Date,
) {
  requirePoll(access);
  const date = new Date(input.date);
  refusePastOption(date, now);
  await assertGroupPlace(db, access.game.groupId, input.placeId);
  const [option] = await db
    .insert(gameOptions)
    .values({
      gameId: access.game.id,
      date,
      placeId: input.placeId,
      title: input.title ?? null,
    })
    .returning();
  return option;
}
