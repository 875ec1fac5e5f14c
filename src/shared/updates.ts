import { z } from 'zod';
import { RSVP_RESPONSES } from './constants';
import { defineMessages, englishOf, type Message } from './i18n/define';
import { SPLIT_MODES } from './split';

/** What can happen to a person: one entry of their Updates feed each. */
export const UPDATE_KINDS = [
  'poll_opened',
  'game_booked',
  'game_confirmed',
  'waitlist_promoted',
  'game_changed',
  'game_completed',
  'game_deleted',
  'game_cancelled',
  'expense_share',
  'payment_marked',
  'payment_confirmed',
  'member_joined',
  'member_left',
  'rsvp_note',
  // Issue 61: a message in a discussion the reader may see, and one that mentions them.
  'message_posted',
  'message_mention',
] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/**
 * The e-mails a person can turn on or off in Profile → Notifications: all are on until they say otherwise, but
 * 'messages' (every other message of a discussion), which an opt-out row written with the account keeps off
 * (migration 0034).
 */
export const MAIL_KINDS = [
  'booked',
  'spot',
  'changed',
  'share',
  'confirm',
  'reminder',
  'nudge',
  'mention',
  'messages',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Each kind of mail's name and what it is for, as Profile → Notifications lists them and mails name them. */
export const mailKindMessages = {
  booked: defineMessages({
    label: { id: 'mailKind.booked.label', defaultMessage: 'Game booked' },
    description: {
      id: 'mailKind.booked.description',
      defaultMessage: 'A game you said yes to is booked, with a calendar invite.',
    },
  }),
  spot: defineMessages({
    label: { id: 'mailKind.spot.label', defaultMessage: 'A spot opened up' },
    description: {
      id: 'mailKind.spot.description',
      defaultMessage: 'Someone dropped out of a full game and you move from the waiting list to going.',
    },
  }),
  changed: defineMessages({
    label: { id: 'mailKind.changed.label', defaultMessage: 'Booked game changed or cancelled' },
    description: {
      id: 'mailKind.changed.description',
      defaultMessage: 'The date, time or place of a game you attend changes, or it is called off.',
    },
  }),
  share: defineMessages({
    label: { id: 'mailKind.share.label', defaultMessage: 'Your share of an expense' },
    description: {
      id: 'mailKind.share.description',
      defaultMessage: 'Someone adds a cost that you owe part of.',
    },
  }),
  confirm: defineMessages({
    label: { id: 'mailKind.confirm.label', defaultMessage: 'Payments to confirm' },
    description: {
      id: 'mailKind.confirm.description',
      defaultMessage: 'Someone marks a payment to you as sent.',
    },
  }),
  reminder: defineMessages({
    label: { id: 'mailKind.reminder.label', defaultMessage: 'Game reminders' },
    description: {
      id: 'mailKind.reminder.description',
      defaultMessage: 'A reminder 24 hours before a game you attend.',
    },
  }),
  nudge: defineMessages({
    label: { id: 'mailKind.nudge.label', defaultMessage: 'Weekly debt nudge' },
    description: {
      id: 'mailKind.nudge.description',
      defaultMessage: 'At most once a week, while you owe money for over 7 days.',
    },
  }),
  mention: defineMessages({
    label: { id: 'mailKind.mention.label', defaultMessage: 'Mentions' },
    description: {
      id: 'mailKind.mention.description',
      defaultMessage: 'Someone mentions you in a game’s discussion or on a group board.',
    },
  }),
  messages: defineMessages({
    label: { id: 'mailKind.messages.label', defaultMessage: 'Other messages' },
    description: {
      id: 'mailKind.messages.description',
      defaultMessage: 'Someone writes in a discussion you can read. Off until you turn it on.',
    },
  }),
} satisfies Record<MailKind, { label: Message; description: Message }>;

/** The same in English, for the screens not yet moved onto the catalogues. */
export const MAIL_KIND_LABELS = Object.fromEntries(
  MAIL_KINDS.map((kind) => [kind, englishOf(mailKindMessages[kind])]),
) as Record<MailKind, { label: string; description: string }>;

/** The mail an entry of this kind also sends, if any. */
export const MAIL_KIND_OF: Partial<Record<UpdateKind, MailKind>> = {
  game_booked: 'booked',
  waitlist_promoted: 'spot',
  game_changed: 'changed',
  game_cancelled: 'changed',
  expense_share: 'share',
  payment_marked: 'confirm',
  message_mention: 'mention',
  message_posted: 'messages',
};

/** A game's date, time or place before and after an edit (ISO instants and place names). */
export const gameChangeSchema = z.object({
  field: z.enum(['date', 'time', 'place']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type GameChange = z.infer<typeof gameChangeSchema>;

/**
 * What an entry needs to be told without another query: names and amounts as they were when it happened.
 * Every field is optional; each kind uses its own.
 */
export const updateDataSchema = z.object({
  groupName: z.string().optional(),
  gameTitle: z.string().optional(),
  gameDate: z.string().optional(),
  /** The game's length, so a cancelling invite spans the event it cancels. */
  durationMinutes: z.number().int().optional(),
  placeName: z.string().optional(),
  /** The game's calendar SEQUENCE when it happened: a cancelling invite must outrank the last one sent. */
  sequence: z.number().int().optional(),
  actorName: z.string().optional(),
  amountCents: z.number().int().optional(),
  /** The currency of amountCents (its group's); entries written before groups had one are in US dollars. */
  currency: z.string().optional(),
  description: z.string().optional(),
  /** expense_share: the expense, so the feed can tell once it is deleted. */
  expenseId: z.string().optional(),
  /** expense_share of an expense several people paid: each payer and what they paid, and how it was split. */
  payers: z.array(z.object({ fullName: z.string(), amountCents: z.number().int() })).optional(),
  splitMode: z.enum(SPLIT_MODES).optional(),
  /** rsvp_note: the answer the note came with, and the note. */
  response: z.enum(RSVP_RESPONSES).optional(),
  note: z.string().optional(),
  /** member_left: an admin removed them; they did not leave. */
  removed: z.boolean().optional(),
  changes: z.array(gameChangeSchema).optional(),
  /** message_posted, message_mention: the message, so the screen can lead to it. Its words are not copied. */
  messageId: z.string().optional(),
});
export type UpdateData = z.infer<typeof updateDataSchema>;

export const UPDATES_PAGE_SIZE = 20;
/** Reminders go this long before a booked game starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** A debt pending this long earns its debtor a nudge, and nudges are at least this far apart. */
export const NUDGE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
