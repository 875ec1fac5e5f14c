import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmPasswordSchema } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useDisableTwoFactor, useSignInMethods, useStartTwoFactor } from '../../../data/account-security';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useAuthSession } from '../../../data/session';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { twoFactorMessages as m } from '../account-security-messages';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Two-factor sign-in with an authenticator app: set up with the password and a code, turn off with the
 * password. An account that signs in only with Google has no password, so it is not asked for one.
 */
export function TwoFactorSection() {
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
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
    validate: localizedResolver(confirmPasswordSchema, say),
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

  const title = intl.formatMessage(m.title);
  if (setup && !enabled) {
    return (
      <SectionCard title={title}>
        <TwoFactorSetup {...setup} onDone={() => setSetup(null)} />
      </SectionCard>
    );
  }

  const failure = start.error ?? disable.error;
  return (
    <SectionCard title={title} intro={intl.formatMessage(enabled ? m.introOn : m.introOff)}>
      <Group>
        <Badge variant={enabled ? 'filled' : 'light'} color={enabled ? 'teal.9' : 'gray'}>
          {intl.formatMessage(enabled ? m.on : m.off)}
        </Badge>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={failure ? errorText(failure) : null} />
          {hasPassword ? (
            <TextInput
              label={intl.formatMessage(m.password)}
              description={intl.formatMessage(enabled ? m.neededToTurnOff : m.neededToSetUp)}
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
              {intl.formatMessage(enabled ? m.turnOff : m.setUp)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
