import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  accountSecurityMessages,
  backupCodeSchema,
  totpCodeSchema,
} from '../../../../shared/account-security';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useVerifySecondFactor } from '../auth-actions';

interface SecondFactorFormProps {
  onVerified: () => void;
  /** The password step has to be done again (the pending sign-in expired after 10 minutes). */
  onRestart: (message: string) => void;
}

/** The second step of signing in: a code from the authenticator app, or one backup code. */
export function SecondFactorForm({ onVerified, onRestart }: SecondFactorFormProps) {
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const verify = useVerifySecondFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaResolver(method === 'totp' ? totpCodeSchema : backupCodeSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ code }) => {
    verify.mutate(
      { method, code: code.trim() },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_TWO_FACTOR_COOKIE') {
            onRestart(accountSecurityMessages.twoFactorTimedOut);
          }
        },
      },
    );
  });

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    form.reset();
    verify.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          {method === 'totp'
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the backup codes you saved. Each works once.'}
        </Text>
        <FormAlert message={verify.error ? errorMessage(verify.error) : null} />
        <TextInput
          key={`${method}-${form.key('code')}`}
          label={method === 'totp' ? 'Authentication code' : 'Backup code'}
          required
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 20}
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Verify
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {method === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
