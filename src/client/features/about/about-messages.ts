import { defineMessages } from '../../../shared/i18n/define';

/** The words of the About page. */
export const aboutMessages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About Turnout' },
  intro: {
    id: 'about.intro',
    defaultMessage:
      'Turnout is for small friend groups who play or meet regularly: pickleball, tennis, board games and anything else that needs a place, a time and enough people. It replaces the long group-chat thread with one place to plan, answer and pay.',
  },
  whatYouCanDo: { id: 'about.whatYouCanDo', defaultMessage: 'What you can do' },
  groups: {
    id: 'about.points.groups',
    defaultMessage: 'Gather your regulars into a group and invite friends with a link and a 4-digit code.',
  },
  places: {
    id: 'about.points.places',
    defaultMessage: 'Keep a shortlist of the courts, clubs and tables you like, with their hourly cost.',
  },
  polls: {
    id: 'about.points.polls',
    defaultMessage: 'Poll dates and places, see who is in, and book once enough people say yes.',
  },
  expenses: {
    id: 'about.points.expenses',
    defaultMessage: 'Split what the booking cost between the people who came, to the cent.',
  },
  settleUp: {
    id: 'about.points.settleUp',
    defaultMessage: 'Settle up with payment verification: one side says "I paid", the other confirms.',
  },
  comingSoon: {
    id: 'about.comingSoon',
    defaultMessage:
      'Photo sharing and group chat are on the way. Everything starts with a group, so that is the place to begin.',
  },
  createFirstGroup: { id: 'about.createFirstGroup', defaultMessage: 'Create Your First Group' },
});
