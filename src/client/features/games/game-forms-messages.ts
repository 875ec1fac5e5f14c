import { defineMessages } from '../../../shared/i18n/define';

/**
 * The words of the game forms (Create Game, Edit details, Add option), the game page's lifecycle, attendance and
 * header actions, and choosing a group for a new game: off the first screen, in the gameForms area.
 */
export const gameFormsMessages = defineMessages({
  cancel: { id: 'gameForms.cancel', defaultMessage: 'Cancel' },
  close: { id: 'gameForms.close', defaultMessage: 'Close' },
  title: { id: 'gameForms.form.title', defaultMessage: 'Title' },
  repeatWeekly: { id: 'gameForms.repeatWeekly', defaultMessage: 'Repeat weekly' },
  seriesHint: {
    id: 'gameForms.seriesHint',
    defaultMessage:
      "Next week''s poll opens by itself when this game is completed, or 6 days before, until you stop repeating.",
  },
  addPlace: { id: 'gameForms.addPlace', defaultMessage: 'Add a place' },
});

/**
 * The API's game messages that say a number or a name (src/shared/game-rules.ts `gameMessages`), as screens say
 * them: the English is the same, word for word.
 */
export const gameRuleMessages = defineMessages({
  adminAddsPlaces: {
    id: 'gameForms.rules.adminAddsPlaces',
    defaultMessage:
      'At least one place is needed before creating a game. Only an admin of {group} can add places: ask one to add the place you play at.',
  },
  minPeopleTooHigh: {
    id: 'gameForms.rules.minPeopleTooHigh',
    defaultMessage: "Minimum people required cannot exceed the group''s member count ({count})",
  },
  maxBelowMin: {
    id: 'gameForms.rules.maxBelowMin',
    defaultMessage: 'Maximum people must be at least the minimum ({minimum})',
  },
  minPeopleHintFew: {
    id: 'gameForms.rules.minPeopleHintFew',
    defaultMessage:
      '{count, plural, one {At least 2: the group has # member so far} other {At least 2: the group has # members so far}}',
    description: 'Under Minimum people, while the group has fewer than 2 members.',
  },
  minPeopleHintMany: {
    id: 'gameForms.rules.minPeopleHintMany',
    defaultMessage: "At least 2, at most the group''s {count} members",
    description: 'Under Minimum people, once the group has 2 members or more.',
  },
  full: { id: 'gameForms.rules.full', defaultMessage: 'This game is full ({maximum} going).' },
  notEnoughYes: {
    id: 'gameForms.rules.notEnoughYes',
    defaultMessage: "Not enough people have RSVP''d yes. Need at least {minimum} people.",
  },
  completeEarly: {
    id: 'gameForms.rules.completeEarly',
    defaultMessage: 'This game is on {day}. Mark it completed anyway?',
    description: "The game's day: 'Sat, Nov 28, 2026'.",
  },
});

export const addOptionMessages = defineMessages({
  addOption: { id: 'gameForms.add.addOption', defaultMessage: 'Add option' },
});

export const attendanceMessages = defineMessages({
  going: { id: 'gameForms.attendance.going', defaultMessage: 'Going: {count}' },
  goingOf: { id: 'gameForms.attendance.goingOf', defaultMessage: 'Going: {count} of {max}' },
  attended: { id: 'gameForms.attendance.attended', defaultMessage: 'Attended: {count}' },
  attendedOf: { id: 'gameForms.attendance.attendedOf', defaultMessage: 'Attended: {count} of {max}' },
  attending: { id: 'gameForms.attendance.attending', defaultMessage: 'Attending' },
  notAttending: { id: 'gameForms.attendance.notAttending', defaultMessage: 'Not attending' },
});

export const editGameMessages = defineMessages({
  editDetails: { id: 'gameForms.edit.editDetails', defaultMessage: 'Edit details' },
  save: { id: 'gameForms.edit.save', defaultMessage: 'Save' },
});

export const headerActionMessages = defineMessages({
  stopRepeating: { id: 'gameForms.actions.stopRepeating', defaultMessage: 'Stop repeating' },
  stopHint: {
    id: 'gameForms.actions.stopHint',
    defaultMessage: 'No more weekly polls will open for this game. Games already opened stay as they are.',
  },
  deleteGame: { id: 'gameForms.actions.deleteGame', defaultMessage: 'Delete game' },
  deleteQuestion: {
    id: 'gameForms.actions.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this game? This cannot be undone.',
  },
  delete: { id: 'gameForms.actions.delete', defaultMessage: 'Delete' },
});

export const lifecycleMessages = defineMessages({
  addExpenseTitle: { id: 'gameForms.lifecycle.addExpenseTitle', defaultMessage: 'Add an expense?' },
  addExpenseText: {
    id: 'gameForms.lifecycle.addExpenseText',
    defaultMessage: 'The game is confirmed. Add what the spot cost now, or later from this page.',
  },
  addExpenseNow: { id: 'gameForms.lifecycle.addExpenseNow', defaultMessage: 'Add expense now' },
  later: { id: 'gameForms.lifecycle.later', defaultMessage: 'Later' },
  markConfirmed: { id: 'gameForms.lifecycle.markConfirmed', defaultMessage: 'Mark as Confirmed' },
  reservedQuestion: {
    id: 'gameForms.lifecycle.reservedQuestion',
    defaultMessage: 'Have you reserved the spot?',
  },
  reserved: { id: 'gameForms.lifecycle.reserved', defaultMessage: "Yes, it''s reserved" },
  notYet: { id: 'gameForms.lifecycle.notYet', defaultMessage: 'Not yet' },
  markCompleted: { id: 'gameForms.lifecycle.markCompleted', defaultMessage: 'Mark as Completed' },
  tookPlace: { id: 'gameForms.lifecycle.tookPlace', defaultMessage: 'Did this game take place?' },
  revert: { id: 'gameForms.lifecycle.revert', defaultMessage: 'Revert to Confirmed' },
  revertQuestion: {
    id: 'gameForms.lifecycle.revertQuestion',
    defaultMessage: 'Move this game back to confirmed? It can be completed again later.',
  },
});

export const newGameMessages = defineMessages({
  screen: { id: 'gameForms.new.screen', defaultMessage: 'New Game' },
  intro: { id: 'gameForms.new.intro', defaultMessage: 'Start a poll: your group answers, then you book it.' },
  noPlaces: {
    id: 'gameForms.new.noPlaces',
    defaultMessage: 'At least one place is needed before creating a game. Add a place to this group first.',
  },
  defaultTitle: {
    id: 'gameForms.new.defaultTitle',
    defaultMessage: '{group} game',
    description: "A new game's title until it is changed: the group's name, then the word for game.",
  },
  forGroup: {
    id: 'gameForms.new.forGroup',
    defaultMessage: 'For {group}',
    description: 'Above the form: the group the new game is for (its name in bold).',
  },
  minimumPeople: { id: 'gameForms.new.minimumPeople', defaultMessage: 'Minimum people' },
  createGame: { id: 'gameForms.new.createGame', defaultMessage: 'Create Game' },
  inviteFriends: { id: 'gameForms.new.inviteFriends', defaultMessage: 'Invite friends' },
  inviteTo: { id: 'gameForms.new.inviteTo', defaultMessage: 'Invite to {group}' },
});

export const sizeMessages = defineMessages({
  duration: { id: 'gameForms.size.duration', defaultMessage: 'Duration (hours)' },
  durationHint: {
    id: 'gameForms.size.durationHint',
    defaultMessage: 'What the court is booked for: the cost per head follows it',
  },
  maxPeople: { id: 'gameForms.size.maxPeople', defaultMessage: 'Maximum people' },
  maxPeopleHint: {
    id: 'gameForms.size.maxPeopleHint',
    defaultMessage: 'Empty for no limit; more yes answers join a waiting list',
  },
});

export const selectGroupMessages = defineMessages({
  back: { id: 'gameForms.selectGroup.back', defaultMessage: 'Back' },
  screen: { id: 'gameForms.selectGroup.screen', defaultMessage: 'Select a Group' },
  intro: { id: 'gameForms.selectGroup.intro', defaultMessage: 'Which group is this game for?' },
  createGroup: { id: 'gameForms.selectGroup.createGroup', defaultMessage: 'Create Group' },
  counts: {
    id: 'gameForms.selectGroup.counts',
    defaultMessage:
      '{members, plural, one {# member} other {# members}} · {places, plural, one {# place} other {# places}}',
  },
  addPlaceTo: {
    id: 'gameForms.selectGroup.addPlaceTo',
    defaultMessage: 'At least one place is needed before creating a game. Add a place to {group} first.',
  },
});
