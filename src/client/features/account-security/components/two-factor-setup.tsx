import { Button, Code, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { QRCodeSVG } from 'qrcode.react';
import { manualEntryKey, totpCodeSchema } from '../../../../shared/account-security';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useConfirmTwoFactor } from '../api';

interface TwoFactorSetupProps {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
}

/** Scan (or type) the secret, keep the backup codes, and prove it with one code from the app. */
export function TwoFactorSetup({ totpURI, backupCodes, onDone }: TwoFactorSetupProps) {
  const confirm = useConfirmTwoFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaResolver(totpCodeSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ code }) => confirm.mutate(code.trim(), { onSuccess: onDone }));

  return (
    <Stack>
      <Text>1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).</Text>
      <Group>
        <QRCodeSVG value={totpURI} size={176} marginSize={2} title="QR code for your authenticator app" />
      </Group>
      <Text size="sm">
        Can't scan it? Enter this key instead: <Code aria-label="Setup key">{manualEntryKey(totpURI)}</Code>
      </Text>
      <Text>
        2. Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.
      </Text>
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
          <Text>3. Enter the 6-digit code the app shows.</Text>
          <FormAlert message={confirm.error ? errorMessage(confirm.error) : null} />
          <TextInput
            label="Authentication code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              Turn on two-factor sign-in
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
