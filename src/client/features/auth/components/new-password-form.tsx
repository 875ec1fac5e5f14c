import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { signUpSchema } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useResetPassword } from '../auth-actions';

const passwordSchema = signUpSchema.pick({ password: true });

/** Sets a new password with the token from the e-mailed link. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(passwordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ password }) => reset.mutate({ token, newPassword: password }));

  if (reset.isSuccess) {
    return (
      <Stack>
        <FormAlert tone="info" message="Your password has been changed." />
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={reset.error ? errorMessage(reset.error) : null} />
        <TextInput
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
