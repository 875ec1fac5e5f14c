import { defineMessages } from '../../../shared/i18n/define';

/** The words of the game page and forms (off the first screen, so out of the games list's code). */
export const whenMessages = defineMessages({
  chooseTime: { id: 'games.when.chooseTime', defaultMessage: 'Choose a time' },
  date: { id: 'games.when.date', defaultMessage: 'Date' },
  time: { id: 'games.when.time', defaultMessage: 'Time' },
  quickDates: { id: 'games.when.quickDates', defaultMessage: 'Quick dates' },
});

export const responsesMessages = defineMessages({
  title: { id: 'games.responses.title', defaultMessage: 'Responses' },
  pollHint: {
    id: 'games.responses.pollHint',
    defaultMessage: 'Answer each option. Once enough people say yes, anyone can book it.',
  },
});

export const rsvpMessages = defineMessages({
  yes: { id: 'games.rsvp.yes', defaultMessage: 'Yes' },
  no: { id: 'games.rsvp.no', defaultMessage: 'No' },
  maybe: { id: 'games.rsvp.maybe', defaultMessage: 'Maybe' },
  clear: { id: 'games.rsvp.clear', defaultMessage: 'Clear' },
  saved: { id: 'games.rsvp.saved', defaultMessage: 'Saved' },
  noAnswer: { id: 'games.rsvp.noAnswer', defaultMessage: 'No answer' },
  setMembersFor: { id: 'games.rsvp.setMembersFor', defaultMessage: "Set members' answers for {option}" },
  setMembers: { id: 'games.rsvp.setMembers', defaultMessage: "Set members' answers" },
  hideMembers: { id: 'games.rsvp.hideMembers', defaultMessage: "Hide members' answers" },
});

export const rsvpNoteMessages = defineMessages({
  add: { id: 'games.rsvpNote.add', defaultMessage: 'Add a note' },
  addFor: { id: 'games.rsvpNote.addFor', defaultMessage: 'Add a note to your answer for {option}' },
  edit: { id: 'games.rsvpNote.edit', defaultMessage: 'Edit note' },
  editFor: { id: 'games.rsvpNote.editFor', defaultMessage: 'Edit the note with your answer for {option}' },
  label: { id: 'games.rsvpNote.label', defaultMessage: 'Note with your answer' },
  labelFor: { id: 'games.rsvpNote.labelFor', defaultMessage: 'Note with your answer for {option}' },
  placeholder: { id: 'games.rsvpNote.placeholder', defaultMessage: 'Know by Friday' },
  left: {
    id: 'games.rsvpNote.left',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  },
  save: { id: 'games.rsvpNote.save', defaultMessage: 'Save note' },
  cancel: { id: 'games.rsvpNote.cancel', defaultMessage: 'Cancel' },
});

export const optionMessages = defineMessages({
  withNote: {
    id: 'games.option.withNote',
    defaultMessage: '{name} ({note})',
    description: "An answer's name with the note it came with: 'Sam (know by Friday)'.",
  },
  label: { id: 'games.option.label', defaultMessage: '{moment}, {place}' },
  answerCount: { id: 'games.option.answerCount', defaultMessage: '{answer} ({count})' },
  noOneYet: { id: 'games.option.noOneYet', defaultMessage: 'No one yet' },
  waitingList: { id: 'games.option.waitingList', defaultMessage: 'Waiting list ({count}):' },
  youAreWaiting: {
    id: 'games.option.youAreWaiting',
    defaultMessage: 'The game is full: you are number {position} on the waiting list.',
  },
  yourAnswer: { id: 'games.option.yourAnswer', defaultMessage: 'Your answer for {option}' },
  bookNow: { id: 'games.option.bookNow', defaultMessage: 'Book Now' },
  bookNowOption: { id: 'games.option.bookNowOption', defaultMessage: 'Book Now: {option}' },
});

export const gamePageMessages = defineMessages({
  screen: { id: 'games.page.screen', defaultMessage: 'Game Details' },
  notFound: { id: 'games.page.notFound', defaultMessage: 'Game not found.' },
  backToGames: { id: 'games.page.backToGames', defaultMessage: 'Back to Games' },
  repeatsWeekly: { id: 'games.page.repeatsWeekly', defaultMessage: 'Repeats weekly' },
  minimumPeople: { id: 'games.page.minimumPeople', defaultMessage: 'Minimum people: {count}' },
  addToCalendar: { id: 'games.page.addToCalendar', defaultMessage: 'Add to calendar' },
});
