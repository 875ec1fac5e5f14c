import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { joinCodeSchema, joinMessages } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useJoinGroup } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { joinPageMessages as m } from '../groups-messages';

interface JoinFormProps {
  groupId: string;
  onJoined: () => void;
}

/**
 * The 4-digit verification code: digits only, checked here for shape and by the server for the rest; its
 * refusals (wrong, expired or used-up code, too many tries) are shown as sent.
 */
export function JoinForm({ groupId, onJoined }: JoinFormProps) {
  const intl = useIntl();
  const say = useKnownText();
  const join = useJoinGroup(groupId);
  const form = useForm({
    initialValues: { code: '' },
    validate: localizedResolver(joinCodeSchema, say),
  });

  const submit = form.onSubmit(({ code }) => {
    if (join.isPending) return;
    join.mutate({ code }, { onSuccess: onJoined });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={join.error ? say(failureMessage(join.error, joinMessages.unexpected)) : null} />
        <TextInput
          label={intl.formatMessage(m.codeLabel)}
          description={intl.formatMessage(m.codeHint)}
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
          {intl.formatMessage(join.isPending ? m.verifying : m.submit)}
        </Button>
      </Stack>
    </form>
  );
}
