import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInSchema } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { statusQuery } from '../../status/api';
import { useSignIn } from '../auth-actions';
import { featureOffMessages } from '../messages';
import { useReturnTo } from '../return-to';

export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const returnTo = useReturnTo();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email, password }) => {
    setNotice(null);
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate(returnTo ?? '/dashboard', { replace: true }) },
    );
  });

  // The link works only when the server can send reset e-mails; otherwise say so instead of pretending.
  const forgotPassword = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setNotice(null);
    const status = await queryClient.ensureQueryData(statusQuery).catch(() => null);
    if (status?.features.passwordReset) navigate('/reset-password');
    else setNotice(featureOffMessages.passwordReset);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={signIn.error ? errorMessage(signIn.error) : null} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/reset-password" size="sm" onClick={forgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <FormAlert message={notice} tone="info" />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
