import { defineMessages } from '../../../shared/i18n/define';

/** The words of a group's expenses screen: balances, each member's totals and the expenses. */
export const groupExpensesMessages = defineMessages({
  title: { id: 'groupExpenses.page.title', defaultMessage: 'Group Expenses' },
  backToGroups: { id: 'groupExpenses.page.backToGroups', defaultMessage: 'Back to Groups' },
  backToGroup: { id: 'groupExpenses.page.backToGroup', defaultMessage: 'Back to group' },
  downloadCsv: { id: 'groupExpenses.page.downloadCsv', defaultMessage: 'Download CSV' },
});

export const debtsMessages = defineMessages({
  balances: { id: 'groupExpenses.debts.balances', defaultMessage: 'Balances' },
  youOwe: { id: 'groupExpenses.debts.youOwe', defaultMessage: 'You Owe' },
  owedToYou: { id: 'groupExpenses.debts.owedToYou', defaultMessage: 'Owed to You' },
  betweenOthers: { id: 'groupExpenses.debts.betweenOthers', defaultMessage: 'Between Other Members' },
  owes: { id: 'groupExpenses.debts.owes', defaultMessage: '{from} owes {to}' },
  notMarkedPaid: {
    id: 'groupExpenses.debts.notMarkedPaid',
    defaultMessage: '{name} has not marked this as paid yet.',
  },
  defaultName: { id: 'groupExpenses.debts.defaultName', defaultMessage: 'User' },
});

export const totalsMessages = defineMessages({
  title: { id: 'groupExpenses.totals.title', defaultMessage: 'Totals per Member' },
  explained: {
    id: 'groupExpenses.totals.explained',
    defaultMessage:
      "Paid: what each person paid for the group's expenses. Owed: their share of those costs, settled or not.",
  },
  member: { id: 'groupExpenses.totals.member', defaultMessage: 'Member' },
  paid: { id: 'groupExpenses.totals.paid', defaultMessage: 'Paid' },
  owed: { id: 'groupExpenses.totals.owed', defaultMessage: 'Owed' },
  memberYou: { id: 'groupExpenses.totals.memberYou', defaultMessage: '{name} (you)' },
  leftGroup: { id: 'groupExpenses.totals.leftGroup', defaultMessage: '(left the group)' },
});

export const listMessages = defineMessages({
  title: { id: 'groupExpenses.list.title', defaultMessage: 'Expenses' },
  emptyHint: {
    id: 'groupExpenses.list.emptyHint',
    defaultMessage: "Costs added to the group's booked games show up here.",
  },
  loading: { id: 'groupExpenses.list.loading', defaultMessage: 'Loading...' },
  loadMore: { id: 'groupExpenses.list.loadMore', defaultMessage: 'Load more' },
  paidBy: { id: 'groupExpenses.list.paidBy', defaultMessage: 'Paid by {name}' },
  paidByYou: { id: 'groupExpenses.list.paidByYou', defaultMessage: 'Paid by you' },
  yourShare: { id: 'groupExpenses.list.yourShare', defaultMessage: 'Your share: {amount}' },
  notInSplit: { id: 'groupExpenses.list.notInSplit', defaultMessage: 'You were not part of the split.' },
});
