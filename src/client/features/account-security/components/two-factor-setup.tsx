import { Button, Code, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import { manualEntryKey, totpCodeSchema } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { useConfirmTwoFactor } from '../../../data/account-security';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { twoFactorMessages as m } from '../account-security-messages';

interface TwoFactorSetupProps {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
}

/** Scan (or type) the secret, keep the backup codes, and prove it with one code from the app. */
export function TwoFactorSetup({ totpURI, backupCodes, onDone }: TwoFactorSetupProps) {
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const confirm = useConfirmTwoFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: localizedResolver(totpCodeSchema, say),
  });
  const submit = form.onSubmit(({ code }) => confirm.mutate(code.trim(), { onSuccess: onDone }));

  return (
    <Stack>
      <Text>{intl.formatMessage(m.scan)}</Text>
      <Group>
        <QRCodeSVG value={totpURI} size={176} marginSize={2} title={intl.formatMessage(m.qrCode)} />
      </Group>
      <Text size="sm">
        <FormattedMessage
          {...m.cannotScan}
          values={{
            key: <Code aria-label={intl.formatMessage(m.setupKey)}>{manualEntryKey(totpURI)}</Code>,
          }}
        />
      </Text>
      <Text>{intl.formatMessage(m.saveBackupCodes)}</Text>
      <SimpleGrid
        cols={{ base: 2, xs: 5 }}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {backupCodes.map((code) => (
          <li key={code}>
            <Code>{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{intl.formatMessage(m.enterCode)}</Text>
          <FormAlert message={confirm.error ? errorText(confirm.error) : null} />
          <TextInput
            label={intl.formatMessage(m.code)}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {intl.formatMessage(m.turnOn)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
