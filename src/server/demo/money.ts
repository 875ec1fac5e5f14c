import type { Db } from '../db/client';
import { markPaid, markReceived } from '../domain/debt-steps';
import { settleUp } from '../domain/debts';
import { addExpense } from '../features/expenses/service';
import type { DemoCalendar } from './calendar';
import { PLAYED_DAY } from './games';
import type { DemoPeople } from './people';

/** The pending debt `from` owes `to` as Settle Up shows it to `from`: the amount "I paid" sends. */
async function pendingDebt(db: Db, from: string, to: string) {
  const { debts } = await settleUp(db, from);
  const debt = debts.find((d) => d.fromUserId === from && d.toUserId === to && d.status === 'pending');
  if (!debt) throw new Error('demo debt missing');
  return debt.amountCents;
}

/**
 * The costs of last week's game (Alex, Blair and Casey came), split by the expense service, then settled as
 * far as the demo needs: one debt in each state.
 * - Court rental $36.00 paid by Blair: $12.00 each.
 * - Balls and drinks $25.00 paid by Alex: $8.34 for Blair (the first attendee takes the remainder cent), $8.33
 *   for Alex and Casey.
 * Then Casey pays Blair (settled), Casey marks Alex paid (waiting for Alex to confirm), and Alex still owes
 * Blair $12.00 − $8.34 = $3.66 (pending).
 */
/** The demo groups are in US dollars. */
const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

export async function addCosts(db: Db, people: DemoPeople, gameId: string, calendar: DemoCalendar) {
  const played = PLAYED_DAY;
  await addExpense(
    db,
    people.blair,
    { gameId, amountCents: 3600, description: 'Court rental, 1.5 hours', category: 'court' },
    calendar.at(played, '12:10'),
  );
  await addExpense(
    db,
    people.alex,
    { gameId, amountCents: 2500, description: 'Balls and cold drinks', category: 'equipment' },
    calendar.at(played, '12:25'),
  );
  const caseyOwesBlair = await pendingDebt(db, people.casey, people.blair);
  await markPaid(
    db,
    people.casey,
    people.blair,
    usd(caseyOwesBlair),
    'venmo',
    calendar.at(played + 1, '18:00'),
  );
  await markReceived(
    db,
    people.blair,
    people.casey,
    usd(caseyOwesBlair),
    'venmo',
    calendar.at(played + 1, '19:30'),
  );
  const caseyOwesAlex = await pendingDebt(db, people.casey, people.alex);
  await markPaid(db, people.casey, people.alex, usd(caseyOwesAlex), 'venmo', calendar.at(-1, '08:45'));
}
