import { Divider, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useServerStatus } from '../../status/api';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  // Load the feature flags early so the Google and reset buttons answer at once.
  useServerStatus();
  const [params] = useSearchParams();

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to see your groups and games.">
      <Stack>
        <GoogleSignIn failed={params.has('error')} />
        <Divider label="or sign in with email" labelPosition="center" />
        <LoginForm />
      </Stack>
      <AuthSwitch prompt="Don't have an account?" to="/register" label="Sign up" />
    </AuthCard>
  );
}
