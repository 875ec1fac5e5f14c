import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountSecurityMessages } from '../../../../shared/account-security';
import { signInSchema } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useRequestPasswordReset } from '../auth-actions';

const emailSchema = signInSchema.pick({ email: true });

/** Asks the server to e-mail a reset link; the answer never reveals whether the account exists. */
export function RequestResetForm() {
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(emailSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => request.mutate(email.trim()));

  if (request.isSuccess) return <FormAlert tone="info" message={accountSecurityMessages.resetRequested} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={request.error ? errorMessage(request.error) : null} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
