import { defineMessages } from '../../../shared/i18n/define';

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
