import { Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { accountSecurityMessages } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** Where the e-mailed link lands: `?token=` when the link is good, `?error=` when it is used up or expired. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthCard title="Choose a new password" screen="Reset password">
      {token && !params.has('error') ? (
        <NewPasswordForm token={token} />
      ) : (
        <Stack>
          <FormAlert message={accountSecurityMessages.resetLinkInvalid} />
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Ask for a new link
          </Anchor>
        </Stack>
      )}
      <AuthSwitch prompt="Remembered it?" to="/login" label="Sign in" />
    </AuthCard>
  );
}
