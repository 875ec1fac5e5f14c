import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountSecurityMessages, newPasswordSchema } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { useResetPassword } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { authScreenMessages as m } from '../auth-messages';

/** Sets a new password with the token from the e-mailed link. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: localizedResolver(newPasswordSchema, say),
  });

  const submit = form.onSubmit(({ password }) => reset.mutate({ token, newPassword: password }));

  if (reset.isSuccess) {
    return (
      <Stack>
        <FormAlert tone="info" message={say(accountSecurityMessages.passwordReset)} />
        <Anchor component={Link} to="/login" fw={600}>
          <FormattedMessage {...m.signInTitle} />
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
              ? say(accountSecurityMessages.resetLinkInvalid)
              : reset.error
                ? errorText(reset.error)
                : null
          }
        />
        {refused ? (
          <Anchor component={Link} to="/forgot-password" fw={600}>
            <FormattedMessage {...m.askNewLink} />
          </Anchor>
        ) : null}
        <TextInput
          label={intl.formatMessage(m.newPassword)}
          type="password"
          required
          autoComplete="new-password"
          description={intl.formatMessage(m.newPasswordHint)}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          <FormattedMessage {...m.setNewPassword} />
        </Button>
      </Stack>
    </form>
  );
}
