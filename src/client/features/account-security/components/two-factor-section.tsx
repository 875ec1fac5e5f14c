import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { confirmPasswordSchema } from '../../../../shared/account-security';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useAuthSession } from '../../auth/session';
import { useDisableTwoFactor, useSignInMethods, useStartTwoFactor } from '../api';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Two-factor sign-in with an authenticator app: set up with the password and a code, turn off with the
 * password. An account that signs in only with Google has no password, so it is not asked for one.
 */
export function TwoFactorSection() {
  const { user } = useAuthSession();
  const enabled = Boolean(user?.twoFactorEnabled);
  const methods = useSignInMethods();
  // Unknown until the sign-in methods load: no field and no button to press before then.
  const hasPassword = methods.data?.password;
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(confirmPasswordSchema, { sync: true }),
  });

  const act = (password: string | undefined) => {
    const done = { onSuccess: () => form.reset() };
    if (enabled) disable.mutate(password, done);
    else start.mutate(password, { onSuccess: (answer) => setSetup(answer) });
  };
  const submit =
    hasPassword !== false
      ? form.onSubmit(({ password }) => act(password))
      : (event: React.FormEvent) => {
          event.preventDefault();
          act(undefined);
        };

  const title = 'Two-factor sign-in';
  if (setup && !enabled) {
    return (
      <SectionCard title={title}>
        <TwoFactorSetup {...setup} onDone={() => setSetup(null)} />
      </SectionCard>
    );
  }

  const failure = start.error ?? disable.error;
  return (
    <SectionCard
      title={title}
      intro={
        enabled
          ? 'Signing in with your password also asks for a code from your authenticator app.'
          : 'Ask for a code from an authenticator app after your password, so a stolen password is not enough.'
      }
    >
      <Group>
        <Badge variant={enabled ? 'filled' : 'light'} color={enabled ? 'teal.9' : 'gray'}>
          {enabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={failure ? errorMessage(failure) : null} />
          {hasPassword ? (
            <TextInput
              label="Password"
              description={enabled ? 'Needed to turn it off' : 'Needed to set it up'}
              type="password"
              required
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
          ) : null}
          <Group>
            <Button
              type="submit"
              color={enabled ? 'red' : undefined}
              loading={start.isPending || disable.isPending}
              disabled={hasPassword === undefined}
            >
              {enabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
