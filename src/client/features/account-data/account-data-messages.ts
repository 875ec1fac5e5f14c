import { defineMessages } from '../../../shared/i18n/define';

/** The words of Profile → Your data and the Delete my account dialog (the API's refusals: shared/account-data.ts). */
export const accountDataScreenMessages = defineMessages({
  title: { id: 'accountData.section.title', defaultMessage: 'Your data' },
  intro: {
    id: 'accountData.section.intro',
    defaultMessage:
      'Download everything you made or are part of in Turnout as one JSON file, or delete your account.',
  },
  download: { id: 'accountData.section.download', defaultMessage: 'Download my data' },
  deleteAccount: { id: 'accountData.delete.title', defaultMessage: 'Delete my account' },
  close: { id: 'accountData.delete.close', defaultMessage: 'Close' },
  explanation: {
    id: 'accountData.delete.explanation',
    defaultMessage:
      'This signs you out everywhere and removes your profile, your answers to games still to come and the photos you added. Expenses and payments you shared stay for the others, shown as “Former member”. This cannot be undone.',
  },
  messagesKept: {
    id: 'accountData.delete.messagesKept',
    defaultMessage:
      'Messages you wrote in game discussions and on group boards stay too, shown as “Former member”. Delete any you want gone before you delete your account.',
  },
  password: { id: 'accountData.delete.password', defaultMessage: 'Password' },
  code: { id: 'accountData.delete.code', defaultMessage: 'Code from your authenticator app' },
  cancel: { id: 'accountData.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'accountData.delete.confirm', defaultMessage: 'Delete my account' },
  setPassword: { id: 'accountData.delete.setPassword', defaultMessage: 'Set a password by e-mail' },
});
