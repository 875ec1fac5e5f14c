// The traffic of bench/mixed-load.ts: who asks for what. One pick describes one request from a random user;
// the HTTP load generator turns it into a request and the direct floor into a service call, so both run the
// same mix.

/** What the seed made, as the load needs it: each person's groups, games and open shares. */
export interface TrafficPlan {
  users: { id: string; cookie: string; groupIds: string[] }[];
  /** Per group: its place, polls with their option, completed games (for expenses), any game (to read). */
  groups: Record<
    string,
    {
      placeId: string;
      polls: [gameId: string, optionId: string, date: string][];
      completed: string[];
      games: string[];
    }
  >;
  /** Per user: their pending shares of others' expenses (Mark Paid), shares waiting on them (Mark Received). */
  toPay: Record<string, string[]>;
  toConfirm: Record<string, string[]>;
}

export type Pick =
  | { kind: 'games-list' | 'settle-up' | 'expenses'; user: number }
  | { kind: 'game-detail'; user: number; gameId: string }
  | { kind: 'group'; user: number; groupId: string }
  | { kind: 'rsvp'; user: number; gameId: string; optionId: string; response: 'yes' | 'no' | 'maybe' }
  | { kind: 'add-expense'; user: number; gameId: string; amountCents: number }
  | { kind: 'edit-game'; user: number; gameId: string; date: string; placeId: string }
  | { kind: 'mark-paid' | 'mark-received'; user: number; shareId: string };

/** The mix, in percent: 85 % reads across five screens, 15 % writes of five kinds. */
export const MIX: [Pick['kind'], number][] = [
  ['games-list', 20],
  ['game-detail', 15],
  ['settle-up', 20],
  ['expenses', 15],
  ['group', 15],
  ['rsvp', 6],
  ['add-expense', 3],
  ['edit-game', 2],
  ['mark-paid', 2],
  ['mark-received', 2],
];

const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** One request from a random person; a write with nothing left to do (no open share) becomes a read. */
export function pick(plan: TrafficPlan): Pick {
  const user = Math.floor(Math.random() * plan.users.length);
  const person = plan.users[user];
  if (!person) throw new Error('no users');
  const group = plan.groups[any(person.groupIds)];
  if (!group) throw new Error('a user without a group');
  const roll = Math.random() * 100;
  let upTo = 0;
  const kind =
    MIX.find(([, share]) => {
      upTo += share;
      return roll < upTo;
    })?.[0] ?? 'games-list';
  switch (kind) {
    case 'game-detail':
      return { kind, user, gameId: any(group.games) };
    case 'group':
      return { kind, user, groupId: any(person.groupIds) };
    case 'rsvp': {
      const [gameId, optionId] = any(group.polls);
      return { kind, user, gameId, optionId, response: any(['yes', 'no', 'maybe'] as const) };
    }
    case 'add-expense':
      return {
        kind,
        user,
        gameId: any(group.completed),
        amountCents: 1000 + Math.floor(Math.random() * 9000),
      };
    case 'edit-game': {
      const [gameId, , date] = any(group.polls);
      return { kind, user, gameId, date, placeId: group.placeId };
    }
    case 'mark-paid':
    case 'mark-received': {
      const shareId = (kind === 'mark-paid' ? plan.toPay : plan.toConfirm)[person.id]?.pop();
      return shareId ? { kind, user, shareId } : { kind: 'settle-up', user };
    }
    default:
      return { kind, user };
  }
}

/** The request a pick makes over HTTP: method, path and JSON body. */
export function httpRequest(p: Pick): { method: string; path: string; body?: unknown } {
  switch (p.kind) {
    case 'games-list':
      return { method: 'GET', path: '/api/games' };
    case 'settle-up':
      return { method: 'GET', path: '/api/settle-up' };
    case 'expenses':
      return { method: 'GET', path: '/api/expenses' };
    case 'game-detail':
      return { method: 'GET', path: `/api/games/${p.gameId}` };
    case 'group':
      return { method: 'GET', path: `/api/groups/${p.groupId}` };
    case 'rsvp':
      return {
        method: 'PUT',
        path: `/api/games/${p.gameId}/rsvp`,
        body: { optionId: p.optionId, response: p.response },
      };
    case 'add-expense':
      return {
        method: 'POST',
        path: '/api/expenses',
        body: { gameId: p.gameId, amountCents: p.amountCents },
      };
    case 'edit-game':
      return { method: 'PATCH', path: `/api/games/${p.gameId}`, body: editBody(p) };
    case 'mark-paid':
      return { method: 'POST', path: `/api/settle-up/shares/${p.shareId}/mark-paid` };
    case 'mark-received':
      return {
        method: 'POST',
        path: `/api/settle-up/shares/${p.shareId}/mark-received`,
        body: { paymentMethod: 'venmo' },
      };
  }
}

/** A new title, same date and place: an edit that changes what lists show without mailing anyone. */
export function editBody(p: { gameId: string; date: string; placeId: string }) {
  return {
    title: `Game ${p.gameId.slice(0, 6)} ${Math.floor(Math.random() * 1000)}`,
    date: p.date,
    placeId: p.placeId,
  };
}
