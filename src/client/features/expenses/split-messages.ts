import { defineMessages } from '../../../shared/i18n/define';

/** The words of the expense form's Split and Paid by sections, its edit dialog, and a game's shares (issue 59). */
export const splitFormMessages = defineMessages({
  split: { id: 'split.form.split', defaultMessage: 'Split' },
  equal: { id: 'split.form.equal', defaultMessage: 'Equally' },
  shares: { id: 'split.form.shares', defaultMessage: 'By shares' },
  exact: { id: 'split.form.exact', defaultMessage: 'By exact amounts' },
  percentage: { id: 'split.form.percentage', defaultMessage: 'By percentage' },
  people: { id: 'split.form.people', defaultMessage: 'Who is in the split' },
  sharesFor: { id: 'split.form.sharesFor', defaultMessage: 'Shares for {name}' },
  amountFor: { id: 'split.form.amountFor', defaultMessage: 'Amount for {name}' },
  percentFor: { id: 'split.form.percentFor', defaultMessage: 'Percentage for {name}' },
  sharesHint: {
    id: 'split.form.sharesHint',
    defaultMessage: 'Give each person a whole number of shares, e.g. 2 for two hours, 1 for one.',
  },
  left: { id: 'split.form.left', defaultMessage: '{amount} left to assign' },
  over: { id: 'split.form.over', defaultMessage: '{amount} more than the total' },
  allAssigned: { id: 'split.form.allAssigned', defaultMessage: 'All assigned' },
  severalPaid: { id: 'split.form.severalPaid', defaultMessage: 'Several people paid' },
  paidAmountFor: { id: 'split.form.paidAmountFor', defaultMessage: 'Amount paid by {name}' },
  severalHint: {
    id: 'split.form.severalHint',
    defaultMessage: 'Enter what each person paid; leave empty for those who paid nothing.',
  },
  edit: { id: 'split.form.edit', defaultMessage: 'Edit' },
  editTitle: { id: 'split.form.editTitle', defaultMessage: 'Edit expense' },
  close: { id: 'split.form.close', defaultMessage: 'Close' },
  save: { id: 'split.form.save', defaultMessage: 'Save changes' },
  editFailed: { id: 'split.form.editFailed', defaultMessage: 'The expense could not be changed.' },
  owedTo: { id: 'split.card.owedTo', defaultMessage: 'Owed to {name}' },
});
