import { defineMessages } from '../../../shared/i18n/define';

/** The words of Profile's account-security sections: password, two-factor sign-in and sessions. */
export const changePasswordMessages = defineMessages({
  title: { id: 'accountSecurity.password.title', defaultMessage: 'Change password' },
  intro: {
    id: 'accountSecurity.password.intro',
    defaultMessage: 'Changing it signs you out on every other device.',
  },
  googleOnly: {
    id: 'accountSecurity.password.googleOnly',
    defaultMessage: 'You sign in with Google and have no Turnout password yet.',
  },
  setByEmail: { id: 'accountSecurity.password.setByEmail', defaultMessage: 'Set a password by e-mail' },
  current: { id: 'accountSecurity.password.current', defaultMessage: 'Current password' },
  new: { id: 'accountSecurity.password.new', defaultMessage: 'New password' },
  newHint: { id: 'accountSecurity.password.newHint', defaultMessage: 'At least 8 characters' },
  submit: { id: 'accountSecurity.password.submit', defaultMessage: 'Change password' },
});

export const twoFactorMessages = defineMessages({
  title: { id: 'accountSecurity.twoFactor.title', defaultMessage: 'Two-factor sign-in' },
  introOn: {
    id: 'accountSecurity.twoFactor.introOn',
    defaultMessage: 'Signing in with your password also asks for a code from your authenticator app.',
  },
  introOff: {
    id: 'accountSecurity.twoFactor.introOff',
    defaultMessage:
      'Ask for a code from an authenticator app after your password, so a stolen password is not enough.',
  },
  on: { id: 'accountSecurity.twoFactor.on', defaultMessage: 'On', description: 'Two-factor sign-in is on.' },
  off: {
    id: 'accountSecurity.twoFactor.off',
    defaultMessage: 'Off',
    description: 'Two-factor sign-in is off.',
  },
  password: { id: 'accountSecurity.twoFactor.password', defaultMessage: 'Password' },
  neededToTurnOff: {
    id: 'accountSecurity.twoFactor.neededToTurnOff',
    defaultMessage: 'Needed to turn it off',
  },
  neededToSetUp: { id: 'accountSecurity.twoFactor.neededToSetUp', defaultMessage: 'Needed to set it up' },
  turnOff: { id: 'accountSecurity.twoFactor.turnOff', defaultMessage: 'Turn off two-factor sign-in' },
  setUp: { id: 'accountSecurity.twoFactor.setUp', defaultMessage: 'Set up two-factor sign-in' },
  scan: {
    id: 'accountSecurity.twoFactor.scan',
    defaultMessage:
      '1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).',
  },
  qrCode: { id: 'accountSecurity.twoFactor.qrCode', defaultMessage: 'QR code for your authenticator app' },
  cannotScan: {
    id: 'accountSecurity.twoFactor.cannotScan',
    defaultMessage: "Can''t scan it? Enter this key instead: {key}",
    description: '{key} is the setup key, shown as code.',
  },
  setupKey: { id: 'accountSecurity.twoFactor.setupKey', defaultMessage: 'Setup key' },
  saveBackupCodes: {
    id: 'accountSecurity.twoFactor.saveBackupCodes',
    defaultMessage:
      '2. Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.',
  },
  enterCode: {
    id: 'accountSecurity.twoFactor.enterCode',
    defaultMessage: '3. Enter the 6-digit code the app shows.',
  },
  code: { id: 'accountSecurity.twoFactor.code', defaultMessage: 'Authentication code' },
  turnOn: { id: 'accountSecurity.twoFactor.turnOn', defaultMessage: 'Turn on two-factor sign-in' },
});

export const sessionsMessages = defineMessages({
  title: { id: 'accountSecurity.sessions.title', defaultMessage: 'Sessions' },
  intro: {
    id: 'accountSecurity.sessions.intro',
    defaultMessage:
      'Devices where you are signed in to Turnout. Ending a session signs that device out; ending every session signs you out here too.',
  },
  device: {
    id: 'accountSecurity.sessions.device',
    defaultMessage: '{browser} on {os}',
    description: "A signed-in device: 'Chrome on Linux'.",
  },
  unknownDevice: { id: 'accountSecurity.sessions.unknownDevice', defaultMessage: 'Unknown device' },
  thisDevice: { id: 'accountSecurity.sessions.thisDevice', defaultMessage: 'This device' },
  lastActive: {
    id: 'accountSecurity.sessions.lastActive',
    defaultMessage: 'Last active {when}',
    description: "{when} is a date and time: 'Nov 28, 2026, 7:00 PM'.",
  },
  endSessionOn: {
    id: 'accountSecurity.sessions.endSessionOn',
    defaultMessage: 'End session on {device}, last active {when}',
  },
  endSession: { id: 'accountSecurity.sessions.endSession', defaultMessage: 'End session' },
  endOthers: { id: 'accountSecurity.sessions.endOthers', defaultMessage: 'End all other sessions' },
  endEvery: { id: 'accountSecurity.sessions.endEvery', defaultMessage: 'End every session' },
});
