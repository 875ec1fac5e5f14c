import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { signUpSchema } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useSignUp } from '../auth-actions';
import { useReturnTo } from '../return-to';

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const returnTo = useReturnTo();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(signUpSchema, { sync: true }),
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
        <FormAlert message={signUp.error ? errorMessage(signUp.error) : null} />
        <TextInput
          label="Full name"
          required
          autoComplete="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
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
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
