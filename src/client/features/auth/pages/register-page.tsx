import { AuthCard, AuthSwitch } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';
import { SignUpGate } from '../components/sign-up-gate';

export function RegisterPage() {
  return (
    <SignUpGate>
      <AuthCard title="Sign up" description="Create your Turnout account.">
        <SignUpForm />
        <AuthSwitch prompt="Already have an account?" to="/login" label="Sign in" />
      </AuthCard>
    </SignUpGate>
  );
}
