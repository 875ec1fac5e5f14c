import { formatCents } from './money';
import { formatGameDate, formatGameTime } from './time';
import type { GameChange, UpdateData, UpdateKind } from './updates';

/** A feed entry as the API returns it. */
export interface UpdateEntry {
  id: string;
  kind: UpdateKind;
  groupId: string | null;
  gameId: string | null;
  actorId: string | null;
  data: UpdateData;
  createdAt: string;
  read: boolean;
  /** What it is about is gone since: its expense, or its game, was deleted. */
  subjectGone: boolean;
}

type Entry = Pick<UpdateEntry, 'kind' | 'groupId' | 'gameId' | 'data'> & { subjectGone?: boolean };

/** Entries told of a game while it existed; the ones of its deletion or cancellation already say it is gone. */
const OF_A_GAME: readonly UpdateKind[] = [
  'poll_opened',
  'game_booked',
  'waitlist_promoted',
  'game_confirmed',
  'game_changed',
  'game_completed',
];

/** The entry's game or expense has been deleted since, and the sentence must say so. */
function subjectDeleted(entry: Entry): boolean {
  return Boolean(entry.subjectGone) && (entry.kind === 'expense_share' || OF_A_GAME.includes(entry.kind));
}

const when = (iso: string | undefined, timeZone: string) =>
  iso ? `${formatGameDate(iso, timeZone)} at ${formatGameTime(iso, timeZone)}` : 'a date to be set';

function changeText(change: GameChange, timeZone: string): string {
  const show = (value: string | null) => {
    if (value === null) return '—';
    if (change.field === 'date') return formatGameDate(value, timeZone);
    if (change.field === 'time') return formatGameTime(value, timeZone);
    return value;
  };
  return `${change.field} ${show(change.from)} → ${show(change.to)}`;
}

/**
 * The entry as one sentence, times in the reader's zone; the feed and the e-mails say the same. An entry whose
 * game or expense was deleted since says so.
 */
export function describeUpdate(entry: Entry, timeZone: string): string {
  if (entry.kind === 'expense_share' && subjectDeleted(entry)) {
    const d = entry.data;
    return `You no longer owe ${d.actorName ?? 'someone'} ${formatCents(d.amountCents ?? 0)} for ${d.description ?? 'an expense'} at ${d.gameTitle ?? 'a game'}: the expense was deleted`;
  }
  const sentence = describeAsItHappened(entry, timeZone);
  return subjectDeleted(entry) ? `${sentence} (deleted)` : sentence;
}

function describeAsItHappened(entry: Entry, timeZone: string): string {
  const d = entry.data;
  const who = d.actorName ?? 'Someone';
  const game = d.gameTitle ?? 'A game';
  const money = formatCents(d.amountCents ?? 0);
  switch (entry.kind) {
    case 'poll_opened':
      // A weekly series opens next week's poll by itself: there is no one to name.
      return d.actorName
        ? `${who} opened a poll in ${d.groupName ?? 'your group'}: ${game}`
        : `Next week's poll opened in ${d.groupName ?? 'your group'}: ${game}`;
    case 'game_booked':
      return `${game} is booked for ${when(d.gameDate, timeZone)}${d.placeName ? ` at ${d.placeName}` : ''}`;
    case 'waitlist_promoted':
      return `A spot opened up: you are going to ${game} on ${when(d.gameDate, timeZone)}`;
    case 'game_confirmed':
      return `${who} confirmed ${game} for ${when(d.gameDate, timeZone)}`;
    case 'game_changed':
      return `${who} changed ${game}: ${(d.changes ?? []).map((c) => changeText(c, timeZone)).join('; ')}`;
    case 'game_completed':
      return `${game} is completed`;
    case 'game_deleted':
      return `${who} deleted the poll ${game}`;
    case 'game_cancelled':
      return `${game} on ${when(d.gameDate, timeZone)} is cancelled: ${d.groupName ?? 'its group'} was deleted`;
    case 'expense_share':
      return `You owe ${who} ${money} for ${d.description ?? 'an expense'} at ${game}`;
    case 'payment_marked':
      return `${who} marked ${money} as paid to you`;
    case 'payment_confirmed':
      return `${who} confirmed your payment of ${money}`;
    case 'member_joined':
      return `${who} joined ${d.groupName ?? 'your group'}`;
    case 'member_left':
      return d.removed
        ? `${who} was removed from ${d.groupName ?? 'your group'}`
        : `${who} left ${d.groupName ?? 'your group'}`;
  }
}

/** The screen an entry opens: its game while it exists, Settle Up for payments, the group for members. */
export function updateLink(entry: Entry): string {
  if (subjectDeleted(entry) && entry.kind !== 'expense_share') return '/games';
  switch (entry.kind) {
    case 'game_deleted':
    case 'game_cancelled':
      return '/games';
    case 'payment_marked':
    case 'payment_confirmed':
      return '/settle-up';
    case 'member_joined':
    case 'member_left':
      return entry.groupId ? `/groups/${entry.groupId}` : '/groups';
    default:
      return entry.gameId ? `/games/${entry.gameId}` : '/games';
  }
}
