import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { authScreenMessages as m } from '../auth-messages';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { SignUpForm } from '../components/sign-up-form';
import { SignUpGate } from '../components/sign-up-gate';
import { useReturnTo } from '../return-to';

/** The gate first, then Google or the e-mail form: the server refuses a new Google account without the gate. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();
  const intl = useIntl();

  return (
    <SignUpGate>
      <AuthCard title={intl.formatMessage(m.signUpTitle)} description={intl.formatMessage(m.signUpIntro)}>
        <Stack>
          <GoogleSignIn
            callbackURL={returnTo ?? '/dashboard'}
            errorCallbackURL="/register"
            errorCode={params.get('error')}
            divider={intl.formatMessage(m.signUpWithEmail)}
          />
          <SignUpForm />
        </Stack>
        <AuthSwitch
          prompt={intl.formatMessage(m.haveAccount)}
          to="/login"
          label={intl.formatMessage(m.signInTitle)}
        />
      </AuthCard>
    </SignUpGate>
  );
}
