import { defineMessages } from '../../../shared/i18n/define';

/** The words of My Expenses, Create Expense and a game's expenses (spec 001 §2 and §9). */
export const expensesPageMessages = defineMessages({
  title: { id: 'expenses.page.title', defaultMessage: 'Expenses' },
  settleUp: { id: 'expenses.page.settleUp', defaultMessage: 'Settle up' },
  downloadCsv: { id: 'expenses.page.downloadCsv', defaultMessage: 'Download CSV' },
  addExpense: { id: 'expenses.page.addExpense', defaultMessage: 'Add Expense' },
  emptyHint: {
    id: 'expenses.page.emptyHint',
    defaultMessage: 'Costs you pay or share for a booked game show up here.',
  },
  filteredHint: { id: 'expenses.page.filteredHint', defaultMessage: 'Try another date range or status.' },
  loadMore: { id: 'expenses.page.loadMore', defaultMessage: 'Load more' },
});

export const filterMessages = defineMessages({
  date: { id: 'expenses.filters.date', defaultMessage: 'Date' },
  status: { id: 'expenses.filters.status', defaultMessage: 'Status' },
  all: { id: 'expenses.filters.all', defaultMessage: 'All' },
  week: { id: 'expenses.filters.week', defaultMessage: 'Week' },
  month: { id: 'expenses.filters.month', defaultMessage: 'Month' },
  year: { id: 'expenses.filters.year', defaultMessage: 'Year' },
  pending: { id: 'expenses.filters.pending', defaultMessage: 'Pending' },
  settled: { id: 'expenses.filters.settled', defaultMessage: 'Settled' },
});

export const createMessages = defineMessages({
  title: { id: 'expenses.create.title', defaultMessage: 'Create Expense' },
  forGame: { id: 'expenses.create.forGame', defaultMessage: 'For {game} · {group}' },
  intro: {
    id: 'expenses.create.intro',
    defaultMessage: 'Record a cost; it is split equally among the people who came.',
  },
  backToExpenses: { id: 'expenses.create.backToExpenses', defaultMessage: 'Back to Expenses' },
  goToGames: { id: 'expenses.create.goToGames', defaultMessage: 'Go to Games' },
});

export const formMessages = defineMessages({
  amount: { id: 'expenses.form.amount', defaultMessage: 'Amount' },
  chooseGameFirst: { id: 'expenses.form.chooseGameFirst', defaultMessage: 'Choose a game first.' },
  description: { id: 'expenses.form.description', defaultMessage: 'Description' },
  category: { id: 'expenses.form.category', defaultMessage: 'Category' },
  paidBy: { id: 'expenses.form.paidBy', defaultMessage: 'Paid by' },
  memberYou: { id: 'expenses.form.memberYou', defaultMessage: '{name} (you)' },
  splitHint: {
    id: 'expenses.form.splitHint',
    defaultMessage: 'The cost is split equally among the people who came.',
  },
  cancel: { id: 'expenses.form.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'expenses.form.submit', defaultMessage: 'Add Expense' },
});

export const pickerMessages = defineMessages({
  game: { id: 'expenses.picker.game', defaultMessage: 'Game' },
  placeholder: { id: 'expenses.picker.placeholder', defaultMessage: 'Search by game or group' },
  more: {
    id: 'expenses.picker.more',
    defaultMessage: 'Showing the newest matches; type more of a title or group name to find others.',
  },
  searching: { id: 'expenses.picker.searching', defaultMessage: 'Searching...' },
  nothingFound: { id: 'expenses.picker.nothingFound', defaultMessage: 'No games match.' },
});

export const cardMessages = defineMessages({
  paidBy: { id: 'expenses.card.paidBy', defaultMessage: 'Paid by {name}' },
  paidByYou: { id: 'expenses.card.paidByYou', defaultMessage: 'Paid by you' },
  yourShare: { id: 'expenses.card.yourShare', defaultMessage: 'Your share: {amount}' },
  youPaidNotInSplit: {
    id: 'expenses.card.youPaidNotInSplit',
    defaultMessage: 'You paid and were not part of the split.',
  },
  toConfirm: { id: 'expenses.card.toConfirm', defaultMessage: 'To confirm' },
  shares: { id: 'expenses.card.shares', defaultMessage: 'Shares' },
  recalculate: { id: 'expenses.card.recalculate', defaultMessage: 'Recalculate' },
  delete: { id: 'expenses.card.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'expenses.card.deleteTitle', defaultMessage: 'Delete expense' },
  cancel: { id: 'expenses.card.cancel', defaultMessage: 'Cancel' },
});

export const shareMessages = defineMessages({
  markPaid: { id: 'expenses.share.markPaid', defaultMessage: 'Mark Paid' },
  markingPaid: { id: 'expenses.share.markingPaid', defaultMessage: 'Marking Paid...' },
  markReceived: { id: 'expenses.share.markReceived', defaultMessage: 'Mark Received' },
  processing: { id: 'expenses.share.processing', defaultMessage: 'Processing...' },
  paymentMethod: { id: 'expenses.share.paymentMethod', defaultMessage: 'Payment method' },
  chooseMethod: { id: 'expenses.share.chooseMethodPlaceholder', defaultMessage: 'Choose a method' },
  defaultName: { id: 'expenses.share.defaultName', defaultMessage: 'User' },
  netted: {
    id: 'expenses.share.netted',
    defaultMessage: 'Payments wait both ways between you, so they are confirmed together on {settleUp}.',
  },
  settleUpLink: { id: 'expenses.share.settleUpLink', defaultMessage: 'Settle Up' },
});
