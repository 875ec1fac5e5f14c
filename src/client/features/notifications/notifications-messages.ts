import type { Message } from '../../../shared/i18n/define';
import { defineMessages } from '../../../shared/i18n/define';
import type { MailKind } from '../../../shared/updates';

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
} satisfies Record<MailKind, { label: Message; description: Message }>;

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.section.title', defaultMessage: 'Notifications' },
  intro: {
    id: 'notifications.section.intro',
    defaultMessage: 'Everything shows in Updates. Choose which of it also comes by e-mail.',
  },
});

export const calendarMessages = defineMessages({
  title: { id: 'notifications.calendar.title', defaultMessage: 'Calendar' },
  intro: {
    id: 'notifications.calendar.intro',
    defaultMessage:
      'Subscribe in your calendar app to see your booked games and open polls. Anyone with the link can see them: make a new link to stop the old one.',
  },
  link: { id: 'notifications.calendar.link', defaultMessage: 'Calendar link' },
  subscribe: { id: 'notifications.calendar.subscribe', defaultMessage: 'Subscribe' },
  copied: { id: 'notifications.calendar.copied', defaultMessage: 'Copied' },
  copyLink: { id: 'notifications.calendar.copyLink', defaultMessage: 'Copy link' },
  newLink: { id: 'notifications.calendar.newLink', defaultMessage: 'Make a new link' },
  noLink: { id: 'notifications.calendar.noLink', defaultMessage: 'You have no calendar link yet.' },
  createLink: { id: 'notifications.calendar.createLink', defaultMessage: 'Create calendar link' },
});

export const unsubscribeMessages = defineMessages({
  screen: { id: 'notifications.unsubscribe.screen', defaultMessage: 'Unsubscribe' },
  unsubscribe: { id: 'notifications.unsubscribe.button', defaultMessage: 'Unsubscribe' },
  question: {
    id: 'notifications.unsubscribe.question',
    defaultMessage: 'Stop “{kind}” e-mails from Turnout? You will still see these in Updates.',
    description: 'kind: the name of a kind of e-mail, as Profile → Notifications lists it.',
  },
  done: {
    id: 'notifications.unsubscribe.done',
    defaultMessage:
      'Done — you will no longer get “{kind}” e-mails. You can turn them back on in Profile → Notifications.',
  },
  allSettings: { id: 'notifications.unsubscribe.allSettings', defaultMessage: 'All notification settings' },
});
