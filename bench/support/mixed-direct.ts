// The floor of bench/mixed-load.ts: the same mix called straight on the services (no HTTP, no sign-in, no
// JSON), `concurrency` at a time, for `durationMs`. What the HTTP figures are compared with.

import { authorizeGame } from '../../src/server/access/game';
import { authorizeGroup } from '../../src/server/access/group';
import type { Db } from '../../src/server/db/client';
import { settleUp } from '../../src/server/domain/debts';
import { myExpenses } from '../../src/server/features/expenses/my-expenses';
import { addExpense } from '../../src/server/features/expenses/service';
import { gameDetail } from '../../src/server/features/games/detail';
import { editGame } from '../../src/server/features/games/edit';
import { listGames } from '../../src/server/features/games/list';
import { setRsvp } from '../../src/server/features/games/rsvp';
import { groupDetail } from '../../src/server/features/groups/service';
import { markSharePaid, markShareReceived } from '../../src/server/features/settle/share-steps';
import { editBody, type Pick, pick, type TrafficPlan } from './mixed-traffic';

async function call(db: Db, plan: TrafficPlan, p: Pick): Promise<unknown> {
  const userId = plan.users[p.user]?.id ?? '';
  const now = new Date();
  switch (p.kind) {
    case 'games-list':
      return listGames(db, userId, {}, now);
    case 'settle-up':
      return settleUp(db, userId);
    case 'expenses':
      return myExpenses(db, userId, { period: 'all', status: 'all' }, now);
    case 'game-detail':
      return gameDetail(db, await authorizeGame(db, userId, p.gameId), now);
    case 'group':
      return groupDetail(db, await authorizeGroup(db, userId, p.groupId), now);
    case 'rsvp':
      return setRsvp(
        db,
        await authorizeGame(db, userId, p.gameId),
        { optionId: p.optionId, response: p.response },
        now,
      );
    case 'add-expense':
      return addExpense(
        db,
        userId,
        { gameId: p.gameId, amountCents: p.amountCents, description: 'Court', category: 'court' },
        now,
      );
    case 'edit-game': {
      const edit = editBody(p);
      return editGame(db, await authorizeGame(db, userId, p.gameId), { ...edit, timeZone: 'UTC' }, now);
    }
    case 'mark-paid':
      return markSharePaid(db, userId, p.shareId, now);
    case 'mark-received':
      return markShareReceived(db, userId, p.shareId, 'venmo', now);
  }
}

export async function runDirect(db: Db, plan: TrafficPlan, concurrency: number, durationMs: number) {
  const latencies: number[] = [];
  let failures = 0;
  const reasons = new Map<string, number>();
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const next = pick(plan);
        try {
          await call(db, plan, next);
        } catch (error) {
          failures++;
          const reason = `${next.kind}: ${error instanceof Error ? error.message : String(error)}`;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const why = [...reasons].map(([reason, n]) => `${reason} ×${n}`).join('; ');
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures, reasons: why };
}

/** Each kind of request alone, one at a time: the median service time of each, slowest first. */
export async function serviceCosts(db: Db, plan: TrafficPlan, perKind = 40): Promise<string> {
  const byKind = new Map<string, number[]>();
  for (let i = 0; i < perKind * 12; i++) {
    const next = pick(plan);
    const times = byKind.get(next.kind) ?? [];
    if (times.length >= perKind) continue;
    const t0 = performance.now();
    await call(db, plan, next).catch(() => undefined);
    times.push(performance.now() - t0);
    byKind.set(next.kind, times);
  }
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  return [...byKind]
    .map(([kind, times]) => [kind, median(times)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)} ms`)
    .join(', ');
}
