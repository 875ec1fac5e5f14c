import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { clearEndingNote, endingNoteOf } from '../../../data/session';
import { useKnownText } from '../../../i18n/known-messages';
import { authScreenMessages as m } from '../auth-messages';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';
import { useReturnTo } from '../return-to';

export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();
  const intl = useIntl();
  const say = useKnownText();
  // How the last session ended (e.g. the account was deleted), said once.
  const [note] = useState(endingNoteOf);
  useEffect(clearEndingNote, []);

  return (
    <AuthCard title={intl.formatMessage(m.signInTitle)} description={intl.formatMessage(m.signInIntro)}>
      <Stack>
        <FormAlert tone="info" message={note ? say(note) : null} />
        <GoogleSignIn
          callbackURL={returnTo ?? '/dashboard'}
          errorCallbackURL="/login"
          errorCode={params.get('error')}
          divider={intl.formatMessage(m.signInWithEmail)}
        />
        <LoginForm />
      </Stack>
      <AuthSwitch
        prompt={intl.formatMessage(m.noAccount)}
        to="/register"
        label={intl.formatMessage(m.signUpTitle)}
      />
    </AuthCard>
  );
}
