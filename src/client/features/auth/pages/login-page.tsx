import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';
import { useReturnTo } from '../return-to';
import { clearEndingNote, endingNoteOf } from '../session';

export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();
  // How the last session ended (e.g. the account was deleted), said once.
  const [note] = useState(endingNoteOf);
  useEffect(clearEndingNote, []);

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to see your groups and games.">
      <Stack>
        <FormAlert tone="info" message={note} />
        <GoogleSignIn
          callbackURL={returnTo ?? '/dashboard'}
          errorCallbackURL="/login"
          errorCode={params.get('error')}
          divider="or sign in with email"
        />
        <LoginForm />
      </Stack>
      <AuthSwitch prompt="Don't have an account?" to="/register" label="Sign up" />
    </AuthCard>
  );
}
