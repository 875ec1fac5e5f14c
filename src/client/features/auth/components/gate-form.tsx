import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { GATE_CODE_LENGTH, gateSchema } from '../../../../shared/auth';
import { FormAlert } from '../../../components/form-alert';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { usePassGate } from '../api';
import { authScreenMessages as m } from '../auth-messages';

/** The sign-up gate: a 6-character invite code, checked (and rate limited) by the server. */
export function GateForm({ onPassed }: { onPassed: () => void }) {
  const passGate = usePassGate();
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { code: '' },
    validate: localizedResolver(gateSchema, say),
  });

  const submit = form.onSubmit(({ code }) => {
    passGate.mutate({ code: code.trim() }, { onSuccess: onPassed });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={passGate.error ? errorText(passGate.error) : null} />
        <TextInput
          label={intl.formatMessage(m.inviteCode)}
          description={intl.formatMessage(m.inviteCodeHint, { length: GATE_CODE_LENGTH })}
          required
          maxLength={GATE_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
        />
        <Button type="submit" loading={passGate.isPending} fullWidth>
          <FormattedMessage {...m.continue} />
        </Button>
      </Stack>
    </form>
  );
}
