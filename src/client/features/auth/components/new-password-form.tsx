import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { accountSecurityMessages, newPasswordSchema } from '../../../../shared/account-security';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useResetPassword } from '../auth-actions';

/** Sets a new password with the token from the e-mailed link. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ password }) => reset.mutate({ token, newPassword: password }));

  if (reset.isSuccess) {
    return (
      <Stack>
        <FormAlert tone="info" message={accountSecurityMessages.passwordReset} />
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Stack>
    );
  }

  // An expired or used link is refused when the form is sent too, not only when the link is opened.
  const refused = reset.error && 'code' in reset.error && reset.error.code === 'INVALID_TOKEN';
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert
          message={
            refused
              ? accountSecurityMessages.resetLinkInvalid
              : reset.error
                ? errorMessage(reset.error)
                : null
          }
        />
        {refused ? (
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Ask for a new link
          </Anchor>
        ) : null}
        <TextInput
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          description="At least 8 characters"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
