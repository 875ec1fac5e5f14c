import type { GameDetail } from '../../../data/games';
import type { SplitPerson } from '../split-draft';

/** A guest at the game: their name and the member who brought them (and owes their share). */
export interface ExpenseGuest {
  id: string;
  name: string;
  hostId: string;
}

/** What the expense form needs of a game. */
export interface ExpenseGame {
  id: string;
  status: string;
  members: { userId: string; fullName: string }[];
  /** Who is at the game, in the order the spec splits in (the first takes an equal split's remainder). */
  attendees: { userId: string; fullName: string }[];
  guests: ExpenseGuest[];
  attendeeCount: number;
  myUserId: string;
  /** The group's currency: the amount is typed and sent in it. */
  currency: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The game's guests, read with care: the game's answer names them only once guests exist there, and a guest
 * without an id, name or host cannot be put in a split.
 */
function guestsOf(detail: GameDetail): ExpenseGuest[] {
  const list: unknown = (detail as { guests?: unknown }).guests;
  if (!Array.isArray(list)) return [];
  return list.flatMap((guest: Record<string, unknown>) => {
    const id = text(guest?.id) ?? text(guest?.guestId);
    const name = text(guest?.name);
    const hostId = text(guest?.hostId);
    return id && name && hostId ? [{ id, name, hostId }] : [];
  });
}

export function toExpenseGame(detail: GameDetail): ExpenseGame {
  return {
    id: detail.game.id,
    status: detail.game.status,
    members: detail.members,
    attendees: detail.attendees.map(({ userId, fullName }) => ({ userId, fullName })),
    guests: guestsOf(detail),
    attendeeCount: detail.attendees.length,
    myUserId: detail.me.userId,
    currency: detail.game.currency,
  };
}

/**
 * Everyone who can be in the game's split, as the server orders them: the attendees, then the guests of those
 * attending. `guestLabel` says a guest as 'Jordan (guest of Sam)'.
 */
export function splitPeople(
  game: ExpenseGame,
  guestLabel: (guest: string, host: string) => string,
): SplitPerson[] {
  const names = new Map(game.members.map((member) => [member.userId, member.fullName]));
  for (const person of game.attendees) names.set(person.userId, person.fullName);
  const attending = new Set(game.attendees.map((person) => person.userId));
  return [
    ...game.attendees.map((person) => ({
      key: `user:${person.userId}`,
      userId: person.userId,
      guestId: null,
      name: person.fullName,
    })),
    ...game.guests
      .filter((guest) => attending.has(guest.hostId))
      .map((guest) => ({
        key: `guest:${guest.id}`,
        userId: null,
        guestId: guest.id,
        name: guestLabel(guest.name, names.get(guest.hostId) ?? ''),
      })),
  ];
}
