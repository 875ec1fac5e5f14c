import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInSchema } from '../../../../shared/auth';
import { FormAlert } from '../../../components/form-alert';
import { useSignIn } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { authScreenMessages as m } from '../auth-messages';
import { useReturnTo } from '../return-to';
import { SecondFactorForm } from './second-factor-form';

/**
 * E-mail and password; an account with two-factor sign-in then asks for a code on the same card. After
 * Google, the server sends such an account here with `?step=two-factor` to give the code.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const returnTo = useReturnTo();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const [params] = useSearchParams();
  const [secondFactor, setSecondFactor] = useState(params.get('step') === 'two-factor');
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: localizedResolver(signInSchema, say),
  });
  const signedIn = () => navigate(returnTo ?? '/dashboard', { replace: true });

  const submit = form.onSubmit(({ email, password }) => {
    setNotice(null);
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: ({ twoFactor }) => (twoFactor ? setSecondFactor(true) : signedIn()) },
    );
  });

  if (secondFactor) {
    return (
      <SecondFactorForm
        onVerified={signedIn}
        onRestart={(message) => {
          setSecondFactor(false);
          setNotice(message);
          signIn.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={notice ? say(notice) : signIn.error ? errorText(signIn.error) : null} />
        <TextInput
          label={intl.formatMessage(m.email)}
          type="email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={intl.formatMessage(m.password)}
          type="password"
          required
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            <FormattedMessage {...m.forgotPasswordLink} />
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          <FormattedMessage {...m.signInTitle} />
        </Button>
      </Stack>
    </form>
  );
}
