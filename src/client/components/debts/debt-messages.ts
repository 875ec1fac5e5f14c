import { defineMessages } from '../../../shared/i18n/define';

/** The totals above a list of debts. */
export const debtTotalsMessages = defineMessages({
  totalYouOwe: { id: 'settle.totals.youOwe', defaultMessage: 'You owe' },
  totalOwedToYou: { id: 'settle.totals.owedToYou', defaultMessage: 'Owed to you' },
});

/** One debt's card and its steps: Mark Paid for mine, Mark Received for one owed to me. */
export const debtMessages = defineMessages({
  someone: {
    id: 'settle.debt.someone',
    defaultMessage: 'User',
    description: 'Stands for a person who has not given their name',
  },
  youOwe: { id: 'settle.debt.youOwe', defaultMessage: 'You owe {name}' },
  owesYou: { id: 'settle.debt.owesYou', defaultMessage: '{name} owes you' },
  waiting: { id: 'settle.debt.waiting', defaultMessage: 'Payment has been sent. Waiting for confirmation.' },
  markPaid: { id: 'settle.debt.markPaid', defaultMessage: 'Mark Paid' },
  markingPaid: { id: 'settle.debt.markingPaid', defaultMessage: 'Marking Paid...' },
  markedSent: {
    id: 'settle.debt.markedSent',
    defaultMessage: 'Payment marked as sent. Waiting for confirmation from the recipient.',
  },
  notMarkedYet: { id: 'settle.debt.notMarkedYet', defaultMessage: '{name} has not marked this as paid yet.' },
  markedPaidBy: { id: 'settle.debt.markedPaidBy', defaultMessage: '{name} has marked this as paid.' },
  paymentMethod: { id: 'settle.debt.paymentMethod', defaultMessage: 'Payment method' },
  chooseAMethod: { id: 'settle.debt.chooseAMethod', defaultMessage: 'Choose a method' },
  chooseMethod: { id: 'settle.debt.chooseMethod', defaultMessage: 'Choose how you were paid.' },
  markReceived: { id: 'settle.debt.markReceived', defaultMessage: 'Mark Received' },
  processing: { id: 'settle.debt.processing', defaultMessage: 'Processing...' },
  markedReceived: {
    id: 'settle.debt.markedReceived',
    defaultMessage: 'Payment marked as received via {method}. The debt has been settled.',
  },
});

/** What a settle step that failed says (spec 001 §8 "Settle alert"). */
export const settleFailureMessages = defineMessages({
  explained: { id: 'settle.failure.explained', defaultMessage: 'Error: {message}' },
  unexplained: { id: 'settle.failure.unexplained', defaultMessage: 'Error: Failed to update payment status' },
  markSettledFailed: {
    id: 'settle.failure.markSettledFailed',
    defaultMessage: 'Failed to mark as settled. Please try again.',
  },
});

/** The ways to pay a debt: pay links, ids copied to paste into a bank app, the EPC QR code. */
export const payWayMessages = defineMessages({
  opensInNewTab: { id: 'settle.pay.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  venmoCopied: { id: 'settle.pay.venmoCopied', defaultMessage: 'Venmo ID copied to clipboard!' },
  zelleCopied: { id: 'settle.pay.zelleCopied', defaultMessage: 'Zelle ID copied to clipboard!' },
  upiCopied: { id: 'settle.pay.upiCopied', defaultMessage: 'UPI ID copied to clipboard!' },
  pixCopied: { id: 'settle.pay.pixCopied', defaultMessage: 'Pix key copied to clipboard!' },
  bankCopied: { id: 'settle.pay.bankCopied', defaultMessage: 'IBAN copied to clipboard!' },
  venmoCopyFailed: {
    id: 'settle.pay.venmoCopyFailed',
    defaultMessage: 'Copying failed. The Venmo ID is {id}.',
  },
  zelleCopyFailed: {
    id: 'settle.pay.zelleCopyFailed',
    defaultMessage: 'Copying failed. The Zelle ID is {id}.',
  },
  upiCopyFailed: { id: 'settle.pay.upiCopyFailed', defaultMessage: 'Copying failed. The UPI ID is {id}.' },
  pixCopyFailed: { id: 'settle.pay.pixCopyFailed', defaultMessage: 'Copying failed. The Pix key is {id}.' },
  bankCopyFailed: { id: 'settle.pay.bankCopyFailed', defaultMessage: 'Copying failed. The IBAN is {id}.' },
  zelleHint: {
    id: 'settle.pay.zelleHint',
    defaultMessage: 'Open your bank app and send {amount} to {id}, then press Mark Paid.',
  },
  pixHint: {
    id: 'settle.pay.pixHint',
    defaultMessage: 'Open your bank app and send {amount} by Pix to the key {key}, then press Mark Paid.',
  },
  upiHint: {
    id: 'settle.pay.upiHint',
    defaultMessage: 'Open your UPI app and send {amount} to {id}, then press Mark Paid.',
  },
  bankHint: {
    id: 'settle.pay.bankHint',
    defaultMessage: 'Send {amount} to {name}, IBAN {iban}, then press Mark Paid.',
  },
  epcQrTitle: { id: 'settle.pay.epcQrTitle', defaultMessage: 'EPC QR code: {amount} to {name}' },
  epcQrCaption: {
    id: 'settle.pay.epcQrCaption',
    defaultMessage: 'Scan with your banking app: the transfer of {amount} to {name} comes filled in.',
  },
});

/** The names of the ways a payment is made that are not brands. */
export const methodMessages = defineMessages({
  bank: { id: 'settle.method.bank', defaultMessage: 'Bank transfer' },
  cash: { id: 'settle.method.cash', defaultMessage: 'Cash' },
  other: { id: 'settle.method.other', defaultMessage: 'Other' },
});
