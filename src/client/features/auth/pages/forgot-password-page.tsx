import { useIntl } from 'react-intl';
import { authScreenMessages as m } from '../auth-messages';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';

/** "Forgot password?" on the sign-in page leads here. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(m.forgotTitle)} description={intl.formatMessage(m.forgotIntro)}>
      <RequestResetForm />
      <AuthSwitch
        prompt={intl.formatMessage(m.remembered)}
        to="/login"
        label={intl.formatMessage(m.signInTitle)}
      />
    </AuthCard>
  );
}
