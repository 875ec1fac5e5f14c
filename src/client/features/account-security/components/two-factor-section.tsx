import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { confirmPasswordSchema } from '../../../../shared/account-security';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useAuthSession } from '../../auth/session';
import { useDisableTwoFactor, useStartTwoFactor } from '../api';
import { SectionCard } from './section-card';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor sign-in with an authenticator app: set up with the password and a code, turn off with the password. */
export function TwoFactorSection() {
  const { user } = useAuthSession();
  const enabled = Boolean(user?.twoFactorEnabled);
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(confirmPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ password }) => {
    const done = { onSuccess: () => form.reset() };
    if (enabled) disable.mutate(password, done);
    else start.mutate(password, { onSuccess: (answer) => setSetup(answer) });
  });

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
          <TextInput
            label="Password"
            description={enabled ? 'Needed to turn it off' : 'Needed to set it up'}
            type="password"
            required
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group>
            <Button
              type="submit"
              color={enabled ? 'red' : undefined}
              loading={start.isPending || disable.isPending}
            >
              {enabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
