import { defineMessages } from '../../../shared/i18n/define';

/** The words of Profile's own sections (the others' words live with their features). */
export const profileScreenMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  yourInformation: { id: 'profile.info.title', defaultMessage: 'Your Information' },
  defaultName: { id: 'profile.info.defaultName', defaultMessage: 'User' },
  editProfile: { id: 'profile.form.title', defaultMessage: 'Edit Profile' },
  fullName: { id: 'profile.form.fullName', defaultMessage: 'Full Name' },
  email: { id: 'profile.form.email', defaultMessage: 'Email' },
  venmoId: { id: 'profile.form.venmoId', defaultMessage: 'Venmo ID' },
  venmoPlaceholder: { id: 'profile.form.venmoPlaceholder', defaultMessage: 'username' },
  zelleId: { id: 'profile.form.zelleId', defaultMessage: 'Zelle ID' },
  zellePlaceholder: { id: 'profile.form.zellePlaceholder', defaultMessage: 'Email or US phone number' },
  zelleHint: {
    id: 'profile.form.zelleHint',
    defaultMessage: 'The e-mail or phone number your bank uses for Zelle',
  },
  saving: { id: 'profile.form.saving', defaultMessage: 'Saving...' },
  save: { id: 'profile.form.save', defaultMessage: 'Save Changes' },
  yourGroups: { id: 'profile.groups.title', defaultMessage: 'Your Groups' },
  yourGroupsList: { id: 'profile.groups.list', defaultMessage: 'Your groups' },
  admin: { id: 'profile.groups.admin', defaultMessage: 'Admin' },
  member: { id: 'profile.groups.member', defaultMessage: 'Member' },
  view: { id: 'profile.groups.view', defaultMessage: 'View' },
  viewGroup: { id: 'profile.groups.viewGroup', defaultMessage: 'View {group}' },
  signOut: { id: 'profile.signOut', defaultMessage: 'Sign Out' },
  language: { id: 'profile.language.title', defaultMessage: 'Language' },
  languageLabel: {
    id: 'profile.language.label',
    defaultMessage: 'Language of the app, e-mails and notifications',
  },
  browserLanguage: { id: 'profile.language.browser', defaultMessage: 'Same as this browser ({language})' },
  languageFailed: {
    id: 'profile.language.failed',
    defaultMessage: 'The language could not be saved. Please try again.',
  },
});
