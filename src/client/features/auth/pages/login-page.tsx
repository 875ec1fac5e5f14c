import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';
import { useReturnTo } from '../return-to';

export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to see your groups and games.">
      <Stack>
        <GoogleSignIn
          callbackURL={returnTo ?? '/dashboard'}
          errorCallbackURL="/login"
          errorCode={params.get('error')}
          divider="or sign in with email"
        />
        <LoginForm />
      </Stack>
      <AuthSwitch prompt="Don't have an account?" to="/register" label="Sign up" />
    </AuthCard>
  );
}
