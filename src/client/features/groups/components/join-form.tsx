import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { joinCodeSchema, joinMessages } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useJoinGroup } from '../api';

interface JoinFormProps {
  groupId: string;
  onJoined: () => void;
}

/**
 * The 4-digit verification code: digits only, checked here for shape and by the server for the rest; its
 * refusals (wrong, expired or used-up code, too many tries) are shown as sent.
 */
export function JoinForm({ groupId, onJoined }: JoinFormProps) {
  const join = useJoinGroup(groupId);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(joinCodeSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ code }) => {
    if (join.isPending) return;
    join.mutate({ code }, { onSuccess: onJoined });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={join.error ? failureMessage(join.error, joinMessages.unexpected) : null} />
        <TextInput
          label="Verification code"
          description="The 4-digit code from the person who invited you."
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          {...form.getInputProps('code')}
          onChange={(event) =>
            form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))
          }
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.3em' } }}
        />
        <Button type="submit" fullWidth>
          {join.isPending ? 'Verifying...' : 'Join Group'}
        </Button>
      </Stack>
    </form>
  );
}
