import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';
import { ApiError, errorMessage } from '../api';
import { useKnownText } from '../i18n/known-messages';

/** better-auth's refusals by code, its English words translated: it speaks English only. */
const authErrors = defineMessages({
  INVALID_EMAIL_OR_PASSWORD: {
    id: 'auth.error.invalidCredentials',
    defaultMessage: 'Invalid email or password',
  },
  USER_ALREADY_EXISTS: { id: 'auth.error.userExists', defaultMessage: 'User already exists.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    id: 'auth.error.userExistsUseAnother',
    defaultMessage: 'User already exists. Use another email.',
  },
  INVALID_CODE: { id: 'auth.error.invalidCode', defaultMessage: 'Invalid code' },
  INVALID_BACKUP_CODE: { id: 'auth.error.invalidBackupCode', defaultMessage: 'Invalid backup code' },
});

const authErrorOf = (code: string) =>
  Object.hasOwn(authErrors, code) ? authErrors[code as keyof typeof authErrors] : null;

/** A failed auth request's message in the viewer's language: better-auth's by its code, ours by its text. */
export function useAuthErrorText(): (error: unknown) => string {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (error: unknown) => {
      const known = error instanceof ApiError ? authErrorOf(error.code) : null;
      if (known) return intl.formatMessage(known);
      return say(errorMessage(error));
    },
    [intl, say],
  );
}
