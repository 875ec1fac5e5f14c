import { sql } from 'drizzle-orm';
import type { MailKind, UpdateData, UpdateKind } from '../../shared/updates';
import type { Db } from '../db/client';
import { settleUp } from '../domain/debts';
import type { MailSubject } from './render';

/** An outbox row (mail or push) with the feed entry it tells of, if any. */
export type OutboxCause = {
  kind: MailKind;
  user_id: string;
  game_id: string | null;
  data: UpdateData;
  update_kind: UpdateKind | null;
  update_group_id: string | null;
};

/**
 * What a mail or push tells, read as it is now; null when there is nothing to tell any more (a reminder of
 * a game no longer booked or already begun, a nudge whose debts are settled, an entry that is gone).
 */
export async function currentSubject(db: Db, row: OutboxCause, now: Date): Promise<MailSubject | null> {
  if (row.kind === 'nudge') {
    const { debts, totals } = await settleUp(db, row.user_id);
    const people = new Set(debts.filter((d) => d.fromUserId === row.user_id).map((d) => d.toUserId));
    const owed = totals
      .filter((total) => total.owe > 0)
      .map((total) => ({ amount: total.owe, currency: total.currency }));
    return owed.length > 0 ? { kind: 'nudge', owed, people: people.size } : null;
  }
  if (row.kind === 'reminder') {
    const still = await db.execute(sql`select 1 from games g join attendees a on a.game_id = g.id
      where g.id = ${row.game_id} and a.user_id = ${row.user_id} and g.status in ('confirmed', 'booked')
        and g.date > ${now}`);
    return still.rows.length > 0 && row.game_id
      ? { kind: 'reminder', gameId: row.game_id, data: row.data }
      : null;
  }
  if (!row.update_kind) return null;
  return {
    kind: 'entry',
    update: { kind: row.update_kind, groupId: row.update_group_id, gameId: row.game_id, data: row.data },
  };
}
