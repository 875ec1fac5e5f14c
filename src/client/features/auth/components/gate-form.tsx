import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GATE_CODE_LENGTH, gateSchema } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { usePassGate } from '../api';

/** The sign-up gate: a 6-character invite code, checked (and rate limited) by the server. */
export function GateForm({ onPassed }: { onPassed: () => void }) {
  const passGate = usePassGate();
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(gateSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ code }) => {
    passGate.mutate({ code: code.trim() }, { onSuccess: onPassed });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={passGate.error ? errorMessage(passGate.error) : null} />
        <TextInput
          label="Invite code"
          description={`Ask your group for the ${GATE_CODE_LENGTH}-character code.`}
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
          Continue
        </Button>
      </Stack>
    </form>
  );
}
