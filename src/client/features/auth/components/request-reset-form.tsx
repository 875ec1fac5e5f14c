import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountSecurityMessages } from '../../../../shared/account-security';
import { signInSchema } from '../../../../shared/auth';
import { FormAlert } from '../../../components/form-alert';
import { useRequestPasswordReset } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { authScreenMessages as m } from '../auth-messages';

const emailSchema = signInSchema.pick({ email: true });

/** Asks the server to e-mail a reset link; the answer never reveals whether the account exists. */
export function RequestResetForm() {
  const request = useRequestPasswordReset();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: localizedResolver(emailSchema, say),
  });

  const submit = form.onSubmit(({ email }) => request.mutate(email.trim()));

  if (request.isSuccess)
    return <FormAlert tone="info" message={say(accountSecurityMessages.resetRequested)} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={request.error ? errorText(request.error) : null} />
        <TextInput
          label={intl.formatMessage(m.email)}
          type="email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          <FormattedMessage {...m.sendResetLink} />
        </Button>
      </Stack>
    </form>
  );
}
