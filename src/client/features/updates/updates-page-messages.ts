import { defineMessages } from '../../../shared/i18n/define';

/** /updates, the feed (off the first screen: its words load with it). */
export const updatesPageMessages = defineMessages({
  title: { id: 'updatesPage.title', defaultMessage: 'Updates' },
  welcome: {
    id: 'updatesPage.welcome',
    defaultMessage: 'Welcome to Turnout! News about your groups and games will show up here.',
  },
  empty: {
    id: 'updatesPage.empty',
    defaultMessage:
      'Nothing yet. When a poll opens, a game is booked or someone adds a cost, you will see it here.',
  },
  list: { id: 'updatesPage.list', defaultMessage: 'Updates' },
  loadMore: { id: 'updatesPage.loadMore', defaultMessage: 'Load more' },
  new: {
    id: 'updatesPage.new',
    defaultMessage: 'New',
    description: 'Marks an update the user had not seen before this visit',
  },
  when: { id: 'updatesPage.when', defaultMessage: '{date}, {time}' },
});
