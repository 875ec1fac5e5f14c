import { defineMessages } from '../../shared/i18n/define';

/** The words of notification mails and pushes; the feed's sentence comes from src/shared/update-text.ts. */
export const mailMessages = defineMessages({
  nudgeSubject: { id: 'mail.nudge.subject', defaultMessage: 'You still owe {money}' },
  nudgeSentence: {
    id: 'mail.nudge.sentence',
    defaultMessage:
      'You owe {money} to {people, plural, one {one person} other {# people}}, some of it for more than a week. Settle up when you can',
  },
  yourGame: { id: 'mail.yourGame', defaultMessage: 'Your game' },
  yourGameLower: { id: 'mail.yourGameLower', defaultMessage: 'your game' },
  someone: { id: 'mail.someone', defaultMessage: 'Someone' },
  soon: { id: 'mail.soon', defaultMessage: 'soon' },
  reminderSubject: { id: 'mail.reminder.subject', defaultMessage: 'Tomorrow: {game} at {time}' },
  reminderSentence: { id: 'mail.reminder.sentence', defaultMessage: 'Reminder: {game} is {when}' },
  reminderSentenceAt: {
    id: 'mail.reminder.sentenceAt',
    defaultMessage: 'Reminder: {game} is {when} at {place}',
  },
  bookedSubject: { id: 'mail.booked.subject', defaultMessage: 'Booked: {game}' },
  bookedSubjectOn: { id: 'mail.booked.subjectOn', defaultMessage: 'Booked: {game}, {date}' },
  spotSubject: { id: 'mail.spot.subject', defaultMessage: "You're in: {game}" },
  changedSubject: { id: 'mail.changed.subject', defaultMessage: 'Changed: {game}' },
  cancelledSubject: { id: 'mail.cancelled.subject', defaultMessage: 'Cancelled: {game}' },
  paymentSubject: { id: 'mail.payment.subject', defaultMessage: '{who} paid you {money}: please confirm' },
  greeting: { id: 'mail.greeting', defaultMessage: 'Hi {name},' },
  sentence: { id: 'mail.sentence', defaultMessage: '{sentence}.' },
  utcNote: { id: 'mail.utcNote', defaultMessage: 'Times are in UTC.' },
  open: { id: 'mail.open', defaultMessage: 'Open in Turnout' },
  openAt: { id: 'mail.openAt', defaultMessage: 'Open in Turnout: {url}' },
  why: { id: 'mail.why', defaultMessage: 'You get this because “{kind}” e-mails are on.' },
  turnOffText: {
    id: 'mail.turnOff.text',
    defaultMessage: 'Turn them off: {url} (or in Profile → Notifications).',
  },
  turnOffLink: { id: 'mail.turnOff.link', defaultMessage: 'Turn them off' },
  turnOffWhere: { id: 'mail.turnOff.where', defaultMessage: '(or in Profile → Notifications).' },
});
