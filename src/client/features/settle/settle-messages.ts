import { defineMessages } from '../../../shared/i18n/define';

/** Settle Up's screen, its totals and the profile's Financial Summary. */
export const settlePageMessages = defineMessages({
  title: { id: 'settle.page.title', defaultMessage: 'Settle Up' },
  viewAllExpenses: { id: 'settle.page.viewAllExpenses', defaultMessage: 'View All Expenses' },
  allDebts: { id: 'settle.page.allDebts', defaultMessage: 'All Debts' },
  noDebts: { id: 'settle.page.noDebts', defaultMessage: 'No pending debts found.' },
  youOwe: { id: 'settle.page.youOwe', defaultMessage: 'You Owe' },
  owedToYou: { id: 'settle.page.owedToYou', defaultMessage: 'Owed to You' },
  financialSummary: { id: 'settle.summary.title', defaultMessage: 'Financial Summary' },
});

/** Settle-up History, below All Debts. */
export const historyMessages = defineMessages({
  title: { id: 'settle.history.title', defaultMessage: 'Settle-up History' },
  empty: { id: 'settle.history.empty', defaultMessage: 'No settled payments yet.' },
  list: { id: 'settle.history.list', defaultMessage: 'Settled payments' },
  loadMore: { id: 'settle.history.loadMore', defaultMessage: 'Load more' },
  youPaid: { id: 'settle.history.youPaid', defaultMessage: 'You paid {name}' },
  paidYou: { id: 'settle.history.paidYou', defaultMessage: '{name} paid you' },
  paid: { id: 'settle.history.paid', defaultMessage: '{from} paid {to}' },
  even: { id: 'settle.history.even', defaultMessage: 'You and {name} were even' },
  offset: {
    id: 'settle.history.offset',
    defaultMessage: 'Each paid the same for the other; settled together',
  },
  details: { id: 'settle.history.details', defaultMessage: '{method} · {date}, {time}' },
  detailsWithCount: {
    id: 'settle.history.detailsWithCount',
    defaultMessage: '{method} · {date}, {time} · {count, plural, one {# expense} other {# expenses}}',
  },
});
