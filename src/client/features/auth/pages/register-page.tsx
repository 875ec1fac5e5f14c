import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { SignUpForm } from '../components/sign-up-form';
import { SignUpGate } from '../components/sign-up-gate';
import { useReturnTo } from '../return-to';

/** The gate first, then Google or the e-mail form: the server refuses a new Google account without the gate. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();

  return (
    <SignUpGate>
      <AuthCard title="Sign up" description="Create your Turnout account.">
        <Stack>
          <GoogleSignIn
            callbackURL={returnTo ?? '/dashboard'}
            errorCallbackURL="/register"
            errorCode={params.get('error')}
            divider="or sign up with email"
          />
          <SignUpForm />
        </Stack>
        <AuthSwitch prompt="Already have an account?" to="/login" label="Sign in" />
      </AuthCard>
    </SignUpGate>
  );
}
