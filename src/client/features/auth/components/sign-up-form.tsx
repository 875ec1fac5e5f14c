import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { signUpSchema } from '../../../../shared/auth';
import { FormAlert } from '../../../components/form-alert';
import { useSignUp } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { authScreenMessages as m } from '../auth-messages';
import { useReturnTo } from '../return-to';

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const returnTo = useReturnTo();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: localizedResolver(signUpSchema, say),
  });

  // A new attempt clears the last one's refusal (a new request does on its own; a field error must too), so
  // an old 'User already exists' never sits above a new error.
  const submit = form.onSubmit(
    ({ name, email, password }) => {
      signUp.mutate(
        { name: name.trim(), email: email.trim(), password },
        { onSuccess: () => navigate(returnTo ?? '/', { replace: true }) },
      );
    },
    () => signUp.reset(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={signUp.error ? errorText(signUp.error) : null} />
        <TextInput
          label={intl.formatMessage(m.fullName)}
          required
          autoComplete="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
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
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          <FormattedMessage {...m.createAccount} />
        </Button>
      </Stack>
    </form>
  );
}
