import { defineMessages } from '../../../shared/i18n/define';

/** My Expenses' words for a viewer with several shares of one expense: one per payer, one per guest. */
export const myShareMessages = defineMessages({
  yourShares: { id: 'expenses.myShares.list', defaultMessage: 'Your shares' },
  youOwe: { id: 'expenses.myShares.youOwe', defaultMessage: 'You owe {name} {amount}' },
  youOweFor: { id: 'expenses.myShares.youOweFor', defaultMessage: 'You owe {name} {amount} for {guest}' },
  yourOwnFor: {
    id: 'expenses.myShares.yourOwnFor',
    defaultMessage: 'Your share for {guest}: {amount}',
    description: 'A guest’s share on an expense the viewer paid: nothing to pay anyone.',
  },
  markedPaidFor: {
    id: 'expenses.myShares.markedPaidFor',
    defaultMessage: '{name} has marked this as paid for {guest}.',
  },
});
