import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  accountSecurityMessages,
  backupCodeSchema,
  totpCodeSchema,
} from '../../../../shared/account-security';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useVerifySecondFactor } from '../../../data/auth-actions';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { authScreenMessages as m } from '../auth-messages';

interface SecondFactorFormProps {
  onVerified: () => void;
  /** The password step has to be done again (the pending sign-in expired after 10 minutes). */
  onRestart: (message: string) => void;
}

/** The second step of signing in: a code from the authenticator app, or one backup code. */
export function SecondFactorForm({ onVerified, onRestart }: SecondFactorFormProps) {
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const verify = useVerifySecondFactor();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: localizedResolver(method === 'totp' ? totpCodeSchema : backupCodeSchema, say),
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
          <FormattedMessage {...(method === 'totp' ? m.totpPrompt : m.backupPrompt)} />
        </Text>
        <FormAlert message={verify.error ? errorText(verify.error) : null} />
        <TextInput
          key={`${method}-${form.key('code')}`}
          label={intl.formatMessage(method === 'totp' ? m.totpLabel : m.backupLabel)}
          required
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 20}
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          <FormattedMessage {...m.verify} />
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            <FormattedMessage {...(method === 'totp' ? m.useBackup : m.useApp)} />
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
