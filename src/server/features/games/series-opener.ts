import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { GameStatus } from '../../../shared/constants';
import { nextSlot, OPEN_AHEAD_MS, seriesDue, slotToOpen } from '../../../shared/series';
import type { Db } from '../../db/client';
import { gameOptions, gameSeries, games, groups } from '../../db/schema';
import type { Logger } from '../../log';
import { liveMembers, recordUpdate } from '../../notifications/record';

/**
 * Running series of active groups that look due: a cheap first pass over the index on next_date. Whether a
 * series is really due is decided again under its lock (seriesDue), so this may only ever find too many.
 */
async function candidates(db: Db, now: Date, seriesId?: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select s.id from game_series s join groups g on g.id = s.group_id and g.active
    where s.stopped_at is null ${seriesId ? sql`and s.id = ${seriesId}` : sql``}
      and (s.next_date <= ${new Date(now.getTime() + OPEN_AHEAD_MS)}
        or (select l.status from games l where l.series_id = s.id order by l.date desc limit 1) = 'completed')
    order by s.next_date`);
  return rows.map((row) => row.id);
}

/** Opens the series' next game if it is due, in one transaction; true when a game was opened. */
async function openNext(db: Db, seriesId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A series another process is opening right now is skipped, not waited for: that process opens it.
    const [locked] = await tx
      .select({ id: gameSeries.id })
      .from(gameSeries)
      .where(and(eq(gameSeries.id, seriesId), isNull(gameSeries.stoppedAt)))
      .for('update', { skipLocked: true });
    if (!locked) return false;
    // Read after the lock is held: a new statement sees what the last holder committed (the week it opened
    // and the next date it set), so that week is not opened again.
    const [series] = await tx
      .select({
        ...getTableColumns(gameSeries),
        active: groups.active,
        latestStatus: sql<GameStatus | null>`(select l.status from games l
          where l.series_id = ${gameSeries.id} order by l.date desc limit 1)`,
      })
      .from(gameSeries)
      .innerJoin(groups, eq(groups.id, gameSeries.groupId))
      .where(eq(gameSeries.id, seriesId));
    // An inactive group opens nothing and its series stays where it was; slotToOpen skips the weeks it missed.
    if (!series?.active || !seriesDue(series, now)) return false;
    const date = slotToOpen(series.nextDate, series.timeZone, now);
    const [game] = await tx
      .insert(games)
      .values({
        title: series.title,
        groupId: series.groupId,
        placeId: series.placeId,
        date,
        minPeopleRequired: series.minPeopleRequired,
        durationMinutes: series.durationMinutes,
        maxPeople: series.maxPeople,
        seriesId: series.id,
        status: 'poll',
        createdBy: series.createdBy,
        createdAt: now,
        lastUpdatedAt: now,
      })
      // The database's last word on "one game per series and week", whatever the processes and restarts.
      .onConflictDoNothing({ target: [games.seriesId, games.date], where: sql.raw('series_id is not null') })
      .returning({ id: games.id });
    if (game) {
      await tx.insert(gameOptions).values({ gameId: game.id, date, placeId: series.placeId });
      // No one opened it (actor null), so the series' creator hears of it too.
      await recordUpdate(tx, {
        kind: 'poll_opened',
        recipients: liveMembers(series.groupId, date),
        groupId: series.groupId,
        gameId: game.id,
        actorId: null,
        now,
      });
    }
    await tx
      .update(gameSeries)
      .set({ nextDate: nextSlot(date, series.timeZone) })
      .where(eq(gameSeries.id, seriesId));
    return Boolean(game);
  });
}

/**
 * Opens next week's poll of every series that is due (or of `seriesId` only), each in its own transaction
 * under a row lock taken with SKIP LOCKED. Parallel calls, several processes and restarts open each week once:
 * the lock keeps two openers off one series, and the unique (series_id, date) index refuses a second game.
 * Resolves with the number of games opened.
 */
export async function openDueSeriesGames(db: Db, now: Date, seriesId?: string): Promise<number> {
  let opened = 0;
  for (const id of await candidates(db, now, seriesId)) {
    if (await openNext(db, id, now)) opened += 1;
  }
  return opened;
}

/**
 * Looks for due series every `everyMs` in this process (each process does; they agree through the database),
 * and once at start, so a week due while the server was down opens as it comes back.
 */
export function startSeriesOpener({ db, log, everyMs = 60_000 }: { db: Db; log: Logger; everyMs?: number }) {
  let running: Promise<void> | null = null;
  const pass = () => {
    // A pass still under way (a slow database) is not doubled; the next tick looks again.
    if (running) return;
    running = openDueSeriesGames(db, new Date())
      .then(
        (opened) => {
          if (opened > 0) log.info(`opened ${opened} weekly ${opened === 1 ? 'poll' : 'polls'}`);
        },
        (error: unknown) => log.error('opening weekly polls failed', { error: String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a pass under way, so the database can close after it. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
