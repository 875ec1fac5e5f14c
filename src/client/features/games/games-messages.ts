import { defineMessages } from '../../../shared/i18n/define';

/** The words of the games list (the first screen): its cards and filters. The game page's are in game-page-messages.ts. */
export const gamesListMessages = defineMessages({
  title: { id: 'games.list.title', defaultMessage: 'Games' },
  createGame: { id: 'games.list.createGame', defaultMessage: 'Create Game' },
  createGroup: { id: 'games.list.createGroup', defaultMessage: 'Create Group' },
  activePolls: { id: 'games.list.activePolls', defaultMessage: 'Active Polls' },
  confirmed: { id: 'games.list.confirmed', defaultMessage: 'Confirmed' },
  recentlyCompleted: { id: 'games.list.recentlyCompleted', defaultMessage: 'Recently Completed' },
  noGames: { id: 'games.list.noGames', defaultMessage: 'No games found for these filters.' },
  createGameHint: {
    id: 'games.list.createGameHint',
    defaultMessage: 'Create a game to poll your group on a date and a place.',
  },
  createGroupHint: {
    id: 'games.list.createGroupHint',
    defaultMessage: 'Create a group for the friends you play with, then plan your first game.',
  },
  showAll: { id: 'games.list.showAll', defaultMessage: 'Show All' },
  filterByGroup: { id: 'games.filters.byGroup', defaultMessage: 'Filter by group' },
  allMyGroups: { id: 'games.filters.allMyGroups', defaultMessage: 'All My Groups' },
  filterByStatus: { id: 'games.filters.byStatus', defaultMessage: 'Filter by status' },
  statusAll: { id: 'games.filters.all', defaultMessage: 'All' },
  statusPoll: { id: 'games.filters.poll', defaultMessage: 'Poll' },
  statusConfirmed: { id: 'games.filters.confirmed', defaultMessage: 'Confirmed' },
  statusCompleted: { id: 'games.filters.completed', defaultMessage: 'Completed' },
});

export const gameCardMessages = defineMessages({
  going: { id: 'games.card.going', defaultMessage: 'Going: {going} · No: {no}' },
  attended: { id: 'games.card.attended', defaultMessage: 'Attended: {going} · No: {no}' },
  // The ' · ' before it stays in the component: catalogue tools trim a message's leading space.
  waiting: { id: 'games.card.waiting', defaultMessage: 'Waiting: {waiting}' },
  vote: { id: 'games.card.vote', defaultMessage: 'Vote' },
  openInMaps: { id: 'games.page.openInMaps', defaultMessage: 'Open {place} in maps' },
  voteOn: { id: 'games.card.voteOn', defaultMessage: 'Vote on {title}' },
  bookNow: { id: 'games.card.bookNow', defaultMessage: 'Book Now' },
  bookNowGame: { id: 'games.card.bookNowGame', defaultMessage: 'Book Now: {title}' },
  confirmFailed: { id: 'games.confirmFailed', defaultMessage: 'Failed to confirm game. Please try again.' },
  bookQuestion: {
    id: 'games.book.question',
    defaultMessage: 'Book {title} for {moment} at {place}? Everyone who answered yes is marked as attending.',
  },
  cancel: { id: 'games.book.cancel', defaultMessage: 'Cancel' },
});
