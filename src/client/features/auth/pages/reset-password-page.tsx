import { Anchor, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { accountSecurityMessages } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { useKnownText } from '../../../i18n/known-messages';
import { authScreenMessages as m } from '../auth-messages';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** Where the e-mailed link lands: `?token=` when the link is good, `?error=` when it is used up or expired. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const intl = useIntl();
  const say = useKnownText();

  return (
    <AuthCard title={intl.formatMessage(m.resetTitle)} screen={intl.formatMessage(m.resetScreen)}>
      {token && !params.has('error') ? (
        <NewPasswordForm token={token} />
      ) : (
        <Stack>
          <FormAlert message={say(accountSecurityMessages.resetLinkInvalid)} />
          <Anchor component={Link} to="/forgot-password" fw={600}>
            <FormattedMessage {...m.askNewLink} />
          </Anchor>
        </Stack>
      )}
      <AuthSwitch
        prompt={intl.formatMessage(m.remembered)}
        to="/login"
        label={intl.formatMessage(m.signInTitle)}
      />
    </AuthCard>
  );
}
