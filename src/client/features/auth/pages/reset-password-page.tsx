import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useServerStatus } from '../../status/api';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';
import { featureOffMessages } from '../messages';

/** Reached from "Forgot password?" (no token) or from the e-mailed link (`?token=` or `?error=`). */
export function ResetPasswordPage() {
  const status = useServerStatus();
  const [params] = useSearchParams();
  const token = params.get('token');

  let body: ReactNode;
  if (status.isPending) {
    body = <PageLoader />;
  } else if (!status.data?.features.passwordReset) {
    body = <FormAlert tone="info" message={featureOffMessages.passwordReset} />;
  } else if (params.has('error') || !token) {
    body = (
      <Stack>
        {params.has('error') ? <FormAlert message="This reset link is invalid or has expired." /> : null}
        <RequestResetForm />
      </Stack>
    );
  } else {
    body = <NewPasswordForm token={token} />;
  }

  return (
    <AuthCard title="Reset password" description="We will e-mail you a link to choose a new password.">
      {body}
      <AuthSwitch prompt="Remembered it?" to="/login" label="Sign in" />
    </AuthCard>
  );
}
