import { defineMessages } from '../../../shared/i18n/define';

/** The game page's guests: who brought whom, and the 'Bring a guest' form. */
export const guestPanelMessages = defineMessages({
  title: { id: 'guests.panel.title', defaultMessage: 'Guests' },
  none: { id: 'guests.panel.none', defaultMessage: 'No guests yet.' },
  hint: {
    id: 'guests.panel.hint',
    defaultMessage:
      'A guest takes a place at the game; their share of the costs is owed by whoever brought them.',
  },
  bring: { id: 'guests.panel.bring', defaultMessage: 'Bring a guest' },
  name: { id: 'guests.panel.name', defaultMessage: 'Guest’s name' },
  email: { id: 'guests.panel.email', defaultMessage: 'Guest’s e-mail (optional)' },
  emailHint: {
    id: 'guests.panel.emailHint',
    defaultMessage: 'If given, they get the game’s details and a calendar invite once it is booked.',
  },
  add: { id: 'guests.panel.add', defaultMessage: 'Add guest' },
  cancel: { id: 'guests.panel.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'guests.panel.remove', defaultMessage: 'Remove {name}' },
  addFailed: { id: 'guests.panel.addFailed', defaultMessage: 'The guest could not be added.' },
  removeFailed: { id: 'guests.panel.removeFailed', defaultMessage: 'The guest could not be removed.' },
});
