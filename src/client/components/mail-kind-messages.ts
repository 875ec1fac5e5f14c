import type { Message } from '../../shared/i18n/define';
import { defineMessages } from '../../shared/i18n/define';
import type { MailKind } from '../../shared/updates';

/**
 * Each kind of news as Profile → Notifications and Push list it: the same words as the mails' (mailKind, which
 * the server alone says), for the screens.
 */
export const kindMessages = {
  booked: defineMessages({
    label: { id: 'notifications.kind.booked.label', defaultMessage: 'Game booked' },
    description: {
      id: 'notifications.kind.booked.description',
      defaultMessage: 'A game you said yes to is booked, with a calendar invite.',
    },
  }),
  spot: defineMessages({
    label: { id: 'notifications.kind.spot.label', defaultMessage: 'A spot opened up' },
    description: {
      id: 'notifications.kind.spot.description',
      defaultMessage: 'Someone dropped out of a full game and you move from the waiting list to going.',
    },
  }),
  changed: defineMessages({
    label: { id: 'notifications.kind.changed.label', defaultMessage: 'Booked game changed or cancelled' },
    description: {
      id: 'notifications.kind.changed.description',
      defaultMessage: 'The date, time or place of a game you attend changes, or it is called off.',
    },
  }),
  share: defineMessages({
    label: { id: 'notifications.kind.share.label', defaultMessage: 'Your share of an expense' },
    description: {
      id: 'notifications.kind.share.description',
      defaultMessage: 'Someone adds a cost that you owe part of.',
    },
  }),
  confirm: defineMessages({
    label: { id: 'notifications.kind.confirm.label', defaultMessage: 'Payments to confirm' },
    description: {
      id: 'notifications.kind.confirm.description',
      defaultMessage: 'Someone marks a payment to you as sent.',
    },
  }),
  reminder: defineMessages({
    label: { id: 'notifications.kind.reminder.label', defaultMessage: 'Game reminders' },
    description: {
      id: 'notifications.kind.reminder.description',
      defaultMessage: 'A reminder 24 hours before a game you attend.',
    },
  }),
  nudge: defineMessages({
    label: { id: 'notifications.kind.nudge.label', defaultMessage: 'Weekly debt nudge' },
    description: {
      id: 'notifications.kind.nudge.description',
      defaultMessage: 'At most once a week, while you owe money for over 7 days.',
    },
  }),
  mention: defineMessages({
    label: { id: 'notifications.kind.mention.label', defaultMessage: 'Mentions' },
    description: {
      id: 'notifications.kind.mention.description',
      defaultMessage: 'Someone mentions you in a game’s discussion or on a group board.',
    },
  }),
  messages: defineMessages({
    label: { id: 'notifications.kind.messages.label', defaultMessage: 'Other messages' },
    description: {
      id: 'notifications.kind.messages.description',
      defaultMessage: 'Someone writes in a discussion you can read. Off until you turn it on.',
    },
  }),
} satisfies Record<MailKind, { label: Message; description: Message }>;
