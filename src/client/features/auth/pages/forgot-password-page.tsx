import { AuthCard, AuthSwitch } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';

/** "Forgot password?" on the sign-in page leads here. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" description="We will e-mail you a link to choose a new password.">
      <RequestResetForm />
      <AuthSwitch prompt="Remembered it?" to="/login" label="Sign in" />
    </AuthCard>
  );
}
