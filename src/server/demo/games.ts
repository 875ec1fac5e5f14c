import { asc, eq } from 'drizzle-orm';
import type { RsvpResponse } from '../../shared/constants';
import { authorizeGame } from '../access/game';
import type { Db } from '../db/client';
import { gameOptions } from '../db/schema';
import { bookGame, changeStatus } from '../features/games/lifecycle';
import { addOption, setRsvp } from '../features/games/rsvp';
import { createGame } from '../features/games/service';
import type { DemoCalendar } from './calendar';
import type { DemoGroups } from './groups';
import type { DemoPeople } from './people';

/** Last week's game was played this many days from the load day. */
export const PLAYED_DAY = -7;

interface Answer {
  userId: string;
  response: RsvpResponse;
  at: Date;
}

/** The game's first option: the date and place it was created with. */
async function firstOption(db: Db, gameId: string) {
  const [option] = await db
    .select({ id: gameOptions.id })
    .from(gameOptions)
    .where(eq(gameOptions.gameId, gameId))
    .orderBy(asc(gameOptions.date))
    .limit(1);
  if (!option) throw new Error(`demo game ${gameId} has no option`);
  return option.id;
}

async function answer(db: Db, gameId: string, optionId: string, { userId, response, at }: Answer) {
  await setRsvp(db, await authorizeGame(db, userId, gameId), { optionId, response }, at);
}

/** A poll answered by `answers` on its first option, booked by `bookedBy`, the court then reserved. */
async function bookedGame(
  db: Db,
  game: { groupId: string; placeId: string; title: string; date: Date; createdBy: string; createdAt: Date },
  answers: Answer[],
  booking: { by: string; at: Date },
) {
  const { id } = await createGame(
    db,
    game.createdBy,
    {
      groupId: game.groupId,
      title: game.title,
      placeId: game.placeId,
      date: game.date.toISOString(),
      minPeopleRequired: 3,
    },
    game.createdAt,
  );
  const optionId = await firstOption(db, id);
  for (const given of answers) await answer(db, id, optionId, given);
  await bookGame(db, await authorizeGame(db, booking.by, id), optionId, booking.at);
  await changeStatus(db, await authorizeGame(db, booking.by, id), 'markBooked', booking.at);
  return id;
}

/**
 * Three games of Sunday Pickleball: one played a week ago (three came), one booked for the coming Saturday,
 * and an open poll on two dates and places after it that three people have answered (Alex has not yet).
 */
export async function createGames(db: Db, people: DemoPeople, groups: DemoGroups, calendar: DemoCalendar) {
  const { pickleball } = groups;
  const played = PLAYED_DAY;
  const completed = await bookedGame(
    db,
    {
      groupId: pickleball.id,
      placeId: pickleball.recCenter,
      title: 'Morning Doubles',
      date: calendar.at(played, '10:00'),
      createdBy: people.alex,
      createdAt: calendar.at(played - 5, '19:00'),
    },
    // Blair said yes first, so Blair comes first among the attendees and takes any remainder cent.
    [
      { userId: people.blair, response: 'yes', at: calendar.at(played - 5, '19:20') },
      { userId: people.alex, response: 'yes', at: calendar.at(played - 5, '19:45') },
      { userId: people.casey, response: 'yes', at: calendar.at(played - 4, '08:10') },
      { userId: people.devon, response: 'no', at: calendar.at(played - 4, '12:30') },
    ],
    { by: people.alex, at: calendar.at(played - 3, '09:00') },
  );
  await changeStatus(
    db,
    await authorizeGame(db, people.alex, completed),
    'complete',
    calendar.at(played, '21:00'),
  );

  const { saturday } = calendar;
  const booked = await bookedGame(
    db,
    {
      groupId: pickleball.id,
      placeId: pickleball.courts,
      title: 'Saturday Pickleball',
      date: calendar.at(saturday, '10:00'),
      createdBy: people.blair,
      createdAt: calendar.at(-3, '18:00'),
    },
    [
      { userId: people.blair, response: 'yes', at: calendar.at(-3, '18:05') },
      { userId: people.alex, response: 'yes', at: calendar.at(-3, '19:30') },
      { userId: people.devon, response: 'yes', at: calendar.at(-2, '07:50') },
      { userId: people.casey, response: 'maybe', at: calendar.at(-2, '08:40') },
    ],
    { by: people.blair, at: calendar.at(-2, '09:15') },
  );

  const created = calendar.at(-1, '20:00');
  const { id: poll } = await createGame(
    db,
    people.devon,
    {
      groupId: pickleball.id,
      title: 'Doubles next weekend',
      placeId: pickleball.recCenter,
      date: calendar.at(saturday + 7, '09:00').toISOString(),
      minPeopleRequired: 2,
    },
    created,
  );
  const saturdayOption = await firstOption(db, poll);
  const sundayOption = await addOption(
    db,
    await authorizeGame(db, people.devon, poll),
    { date: calendar.at(saturday + 8, '16:00').toISOString(), placeId: pickleball.courts },
    created,
  );
  if (!sundayOption) throw new Error('demo poll option missing');
  const answers: [string, RsvpResponse, RsvpResponse, string][] = [
    [people.devon, 'no', 'yes', '20:02'],
    [people.blair, 'yes', 'maybe', '20:30'],
    [people.casey, 'yes', 'no', '21:15'],
  ];
  for (const [userId, onSaturday, onSunday, time] of answers) {
    const at = calendar.at(-1, time);
    await answer(db, poll, saturdayOption, { userId, response: onSaturday, at });
    await answer(db, poll, sundayOption.id, { userId, response: onSunday, at });
  }
  return { completed, booked, poll };
}
