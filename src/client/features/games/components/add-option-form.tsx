import { Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { gameText } from '../../../../shared/game-rules';
import { localTimeZone } from '../../../../shared/time';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { GroupPlaceSelect } from '../../../components/group-place-select';
import { useAddOption } from '../../../data/games';
import { addOptionMessages as m } from '../game-forms-messages';
import { useGameRefusal } from '../use-game-refusal';
import { futureWhenRules, instantOf, placeRule, saidRules } from './game-form-rules';
import { DatePresets, WhenFields } from './when-fields';

/** Another date × place for the poll (the spec's "custom activity"). */
export function AddOptionForm({ gameId, groupId }: { gameId: string; groupId: string }) {
  const intl = useIntl();
  const say = useGameRefusal();
  const headingId = useId();
  const addOption = useAddOption(gameId, groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { date: '', time: '', placeId: '' },
    validate: saidRules({ placeId: placeRule, ...futureWhenRules() }, say),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    addOption.mutate(
      { date: instantOf(values, localTimeZone()), placeId: values.placeId },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          setFailure(say(failureMessage(error, intl.formatMessage(gameText.customActivityFailed)))),
      },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {intl.formatMessage(m.addOption)}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={failure} />
          <WhenFields dateProps={form.getInputProps('date')} timeProps={form.getInputProps('time')} />
          <DatePresets
            onPick={(when) => {
              form.setValues(when);
              form.clearFieldError('date');
              form.clearFieldError('time');
            }}
          />
          <GroupPlaceSelect groupId={groupId} {...form.getInputProps('placeId')} />
          <Button
            type="submit"
            variant="default"
            loading={addOption.isPending}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {intl.formatMessage(m.addOption)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
