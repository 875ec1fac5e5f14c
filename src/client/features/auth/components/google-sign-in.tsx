import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { googleErrorMessage } from '../../../../shared/account-security';
import { authMessages } from '../../../../shared/auth';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useSignInWithGoogle } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useServerStatus } from '../../../data/status';
import { useKnownText } from '../../../i18n/known-messages';
import { authScreenMessages as m } from '../auth-messages';

interface GoogleSignInProps {
  /** Where Google brings the user back when it worked. */
  callbackURL: string;
  /** This page: Google brings the user back here with `?error=CODE` when it did not. */
  errorCallbackURL: string;
  /** The `error` code Google sign-in came back with, if any. */
  errorCode: string | null;
  /** Text of the divider under the button, towards the e-mail form. */
  divider: string;
}

/** "Continue with Google" and its divider; nothing at all when the server has no Google sign-in set up. */
export function GoogleSignIn({ callbackURL, errorCallbackURL, errorCode, divider }: GoogleSignInProps) {
  const status = useServerStatus();
  const google = useSignInWithGoogle(callbackURL, errorCallbackURL);
  const say = useKnownText();
  const errorText = useAuthErrorText();
  if (!status.data?.features.google) return null;

  const failure = google.error
    ? google.error instanceof ApiError
      ? errorText(google.error)
      : say(authMessages.googleFailed)
    : errorCode
      ? say(googleErrorMessage(errorCode))
      : null;

  return (
    <Stack gap="md">
      <FormAlert message={failure} />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        loading={google.isPending || google.isSuccess}
        onClick={() => google.mutate()}
      >
        <FormattedMessage {...m.google} />
      </Button>
      <Divider label={divider} labelPosition="center" />
    </Stack>
  );
}
