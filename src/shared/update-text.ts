import { describeExpense } from './expense-summary';
import { defineMessages, type MessageFormatter } from './i18n/define';
import { englishIntl } from './i18n/english';
import { DEFAULT_CURRENCY, formatMinor } from './money';
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
  'rsvp_note',
  'message_posted',
  'message_mention',
];

/** An expense_share entry of an expense several people paid. */
const severalPayers = (data: UpdateData) => (data.payers?.length ?? 0) > 1;

/** The entry's game or expense has been deleted since, and the sentence must say so. */
function subjectDeleted(entry: Entry): boolean {
  return Boolean(entry.subjectGone) && (entry.kind === 'expense_share' || OF_A_GAME.includes(entry.kind));
}

const messages = defineMessages({
  when: { id: 'update.when', defaultMessage: '{date} at {time}' },
  noDate: { id: 'update.noDate', defaultMessage: 'a date to be set' },
  someone: { id: 'update.someone', defaultMessage: 'Someone' },
  someoneLower: { id: 'update.someoneLower', defaultMessage: 'someone' },
  aGame: { id: 'update.aGame', defaultMessage: 'A game' },
  aGameLower: { id: 'update.aGameLower', defaultMessage: 'a game' },
  anExpense: { id: 'update.anExpense', defaultMessage: 'an expense' },
  yourGroup: { id: 'update.yourGroup', defaultMessage: 'your group' },
  itsGroup: { id: 'update.itsGroup', defaultMessage: 'its group' },
  deleted: { id: 'update.deleted', defaultMessage: '{sentence} (deleted)' },
  shareDeleted: {
    id: 'update.shareDeleted',
    defaultMessage: 'You no longer owe {who} {money} for {description} at {game}: the expense was deleted',
  },
  shareDeletedPayers: {
    id: 'update.shareDeletedPayers',
    defaultMessage: 'You no longer owe {money} for {description} at {game}: the expense was deleted',
    description: 'An expense several people paid: there is no one person to name.',
  },
  pollOpened: { id: 'update.pollOpened', defaultMessage: '{who} opened a poll in {group}: {game}' },
  weeklyPollOpened: {
    id: 'update.weeklyPollOpened',
    defaultMessage: "Next week's poll opened in {group}: {game}",
  },
  gameBooked: { id: 'update.gameBooked', defaultMessage: '{game} is booked for {when}' },
  gameBookedAt: { id: 'update.gameBookedAt', defaultMessage: '{game} is booked for {when} at {place}' },
  waitlistPromoted: {
    id: 'update.waitlistPromoted',
    defaultMessage: 'A spot opened up: you are going to {game} on {when}',
  },
  gameConfirmed: { id: 'update.gameConfirmed', defaultMessage: '{who} confirmed {game} for {when}' },
  gameChanged: { id: 'update.gameChanged', defaultMessage: '{who} changed {game}: {changes}' },
  changeDate: { id: 'update.change.date', defaultMessage: 'date {from} → {to}' },
  changeTime: { id: 'update.change.time', defaultMessage: 'time {from} → {to}' },
  changePlace: { id: 'update.change.place', defaultMessage: 'place {from} → {to}' },
  gameCompleted: { id: 'update.gameCompleted', defaultMessage: '{game} is completed' },
  gameDeleted: { id: 'update.gameDeleted', defaultMessage: '{who} deleted the poll {game}' },
  gameCancelled: {
    id: 'update.gameCancelled',
    defaultMessage: '{game} on {when} is cancelled: {group} was deleted',
  },
  expenseShare: {
    id: 'update.expenseShare',
    defaultMessage: 'You owe {who} {money} for {description} at {game}',
  },
  expenseSharePayers: {
    id: 'update.expenseSharePayers',
    defaultMessage: 'You owe {money} for {description} at {game}: {summary}',
    description:
      "An expense several people paid; summary: 'Alex paid $30.00, Sam paid $20.00 · split by shares'.",
  },
  paymentMarked: { id: 'update.paymentMarked', defaultMessage: '{who} marked {money} as paid to you' },
  paymentConfirmed: {
    id: 'update.paymentConfirmed',
    defaultMessage: '{who} confirmed your payment of {money}',
  },
  memberJoined: { id: 'update.memberJoined', defaultMessage: '{who} joined {group}' },
  memberRemoved: { id: 'update.memberRemoved', defaultMessage: '{who} was removed from {group}' },
  memberLeft: { id: 'update.memberLeft', defaultMessage: '{who} left {group}' },
  rsvpNote: {
    id: 'update.rsvpNote',
    defaultMessage: '{who} answered {answer, select, yes {Yes} no {No} other {Maybe}} on {game}: “{note}”',
    description: 'To the organiser: an answer to their poll came with a note.',
  },
  messagePosted: { id: 'update.messagePosted', defaultMessage: '{who} wrote in the discussion of {game}' },
  messagePostedBoard: {
    id: 'update.messagePostedBoard',
    defaultMessage: '{who} wrote on the board of {group}',
  },
  messageMention: {
    id: 'update.messageMention',
    defaultMessage: '{who} mentioned you in the discussion of {game}',
  },
  messageMentionBoard: {
    id: 'update.messageMentionBoard',
    defaultMessage: '{who} mentioned you on the board of {group}',
  },
});

const changeMessages = { date: messages.changeDate, time: messages.changeTime, place: messages.changePlace };

/** A game's date and time in the reader's zone and language: 'Sat, Nov 28, 2026 at 7:00 AM'. */
export function gameWhen(
  iso: string | undefined,
  timeZone: string,
  intl: MessageFormatter = englishIntl,
): string {
  if (!iso) return intl.formatMessage(messages.noDate);
  return intl.formatMessage(messages.when, {
    date: formatGameDate(iso, timeZone, intl.locale),
    time: formatGameTime(iso, timeZone, intl.locale),
  });
}

function changeText(change: GameChange, timeZone: string, intl: MessageFormatter): string {
  const show = (value: string | null) => {
    if (value === null) return '—';
    if (change.field === 'date') return formatGameDate(value, timeZone, intl.locale);
    if (change.field === 'time') return formatGameTime(value, timeZone, intl.locale);
    return value;
  };
  return intl.formatMessage(changeMessages[change.field], { from: show(change.from), to: show(change.to) });
}

/**
 * The entry as one sentence, times in the reader's zone and words in their language; the feed and the e-mails
 * say the same. An entry whose game or expense was deleted since says so.
 */
export function describeUpdate(entry: Entry, timeZone: string, intl: MessageFormatter = englishIntl): string {
  if (entry.kind === 'expense_share' && subjectDeleted(entry)) {
    const d = entry.data;
    return intl.formatMessage(severalPayers(d) ? messages.shareDeletedPayers : messages.shareDeleted, {
      who: d.actorName ?? intl.formatMessage(messages.someoneLower),
      money: formatMinor(d.amountCents ?? 0, d.currency ?? DEFAULT_CURRENCY, intl.locale),
      description: d.description ?? intl.formatMessage(messages.anExpense),
      game: d.gameTitle ?? intl.formatMessage(messages.aGameLower),
    });
  }
  const sentence = describeAsItHappened(entry, timeZone, intl);
  return subjectDeleted(entry) ? intl.formatMessage(messages.deleted, { sentence }) : sentence;
}

function describeAsItHappened(entry: Entry, timeZone: string, intl: MessageFormatter): string {
  const d = entry.data;
  const say = intl.formatMessage;
  const who = d.actorName ?? say(messages.someone);
  const game = d.gameTitle ?? say(messages.aGame);
  const group = d.groupName ?? say(messages.yourGroup);
  const when = gameWhen(d.gameDate, timeZone, intl);
  const money = formatMinor(d.amountCents ?? 0, d.currency ?? DEFAULT_CURRENCY, intl.locale);
  switch (entry.kind) {
    case 'poll_opened':
      // A weekly series opens next week's poll by itself: there is no one to name.
      return d.actorName
        ? say(messages.pollOpened, { who, group, game })
        : say(messages.weeklyPollOpened, { group, game });
    case 'game_booked':
      return d.placeName
        ? say(messages.gameBookedAt, { game, when, place: d.placeName })
        : say(messages.gameBooked, { game, when });
    case 'waitlist_promoted':
      return say(messages.waitlistPromoted, { game, when });
    case 'game_confirmed':
      return say(messages.gameConfirmed, { who, game, when });
    case 'game_changed': {
      const changes = (d.changes ?? []).map((c) => changeText(c, timeZone, intl)).join('; ');
      return say(messages.gameChanged, { who, game, changes });
    }
    case 'game_completed':
      return say(messages.gameCompleted, { game });
    case 'game_deleted':
      return say(messages.gameDeleted, { who, game });
    case 'game_cancelled':
      return say(messages.gameCancelled, { game, when, group: d.groupName ?? say(messages.itsGroup) });
    case 'expense_share':
      // Several payers: what the reader owes is summed over them, so the sentence names them all.
      if (severalPayers(d)) {
        const summary = describeExpense(
          d.payers ?? [],
          d.splitMode ?? 'equal',
          d.currency ?? DEFAULT_CURRENCY,
          intl,
          intl.locale,
        );
        return say(messages.expenseSharePayers, {
          money,
          description: d.description ?? say(messages.anExpense),
          game,
          summary,
        });
      }
      return say(messages.expenseShare, {
        who,
        money,
        description: d.description ?? say(messages.anExpense),
        game,
      });
    case 'payment_marked':
      return say(messages.paymentMarked, { who, money });
    case 'payment_confirmed':
      return say(messages.paymentConfirmed, { who, money });
    case 'member_joined':
      return say(messages.memberJoined, { who, group });
    case 'rsvp_note':
      return say(messages.rsvpNote, { who, game, answer: d.response ?? 'maybe', note: d.note ?? '' });
    case 'message_posted':
      return entry.gameId
        ? say(messages.messagePosted, { who, game })
        : say(messages.messagePostedBoard, { who, group });
    case 'message_mention':
      return entry.gameId
        ? say(messages.messageMention, { who, game })
        : say(messages.messageMentionBoard, { who, group });
    case 'member_left':
      return d.removed
        ? say(messages.memberRemoved, { who, group })
        : say(messages.memberLeft, { who, group });
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
    case 'message_posted':
    case 'message_mention':
      // A board's message has no game: it leads to the group's page, where the board is.
      if (entry.gameId) return `/games/${entry.gameId}`;
      return entry.groupId ? `/groups/${entry.groupId}` : '/groups';
    default:
      return entry.gameId ? `/games/${entry.gameId}` : '/games';
  }
}
