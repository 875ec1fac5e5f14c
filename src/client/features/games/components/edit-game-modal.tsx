import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { gameText } from '../../../../shared/game-rules';
import { localTimeZone, wallClock } from '../../../../shared/time';
import { ApiError, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { GroupPlaceSelect } from '../../../components/group-place-select';
import { type GameDetail, useEditGame } from '../../../data/games';
import { editGameMessages, gameFormsMessages } from '../game-forms-messages';
import { useGameRefusal } from '../use-game-refusal';
import {
  fieldErrors,
  futureWhenRules,
  instantOf,
  placeRule,
  saidErrors,
  saidRules,
  titleRule,
  whenRules,
} from './game-form-rules';
import { maxPeopleOf, minutesOf, SizeFields, sizeRules, sizeValuesOf } from './size-fields';
import { WhenFields } from './when-fields';

interface EditGameModalProps {
  game: GameDetail['game'];
  opened: boolean;
  onClose: () => void;
}

/** 'Edit details' (creator or admin, not completed): title, place, date and time, all required (§5); duration and maximum. */
export function EditGameModal({ game, opened, onClose }: EditGameModalProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(editGameMessages.editDetails)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(gameFormsMessages.close) }}
    >
      <EditGameForm game={game} onDone={onClose} />
    </Modal>
  );
}

const SERVER_FIELDS = {
  title: 'title', // i18n-ignore: a form field's name, not words
  placeId: 'placeId',
  date: 'date',
  durationMinutes: 'durationHours',
  maxPeople: 'maxPeople',
};

function EditGameForm({ game, onDone }: { game: GameDetail['game']; onDone: () => void }) {
  const intl = useIntl();
  const say = useGameRefusal();
  const edit = useEditGame(game.id, game.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const zone = localTimeZone();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: game.title,
      placeId: game.place?.id ?? '',
      ...wallClock(game.date, zone),
      ...sizeValuesOf(game),
    },
    validate: {
      ...saidRules(
        {
          title: titleRule,
          placeId: placeRule,
          // A poll's date is its option's: it may not move onto a time already passed.
          ...(game.status === 'poll' ? futureWhenRules(game.date) : whenRules),
        },
        say,
      ),
      ...sizeRules(() => game.minPeopleRequired, intl, say),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    edit.mutate(
      {
        title: values.title.trim(),
        placeId: values.placeId,
        date: instantOf(values, zone),
        timeZone: zone,
        durationMinutes: minutesOf(values.durationHours),
        maxPeople: maxPeopleOf(values.maxPeople),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const errors = error instanceof ApiError ? fieldErrors(error.fields, SERVER_FIELDS) : null;
          if (errors) form.setErrors(saidErrors(errors, say));
          else setFailure(say(failureMessage(error, intl.formatMessage(gameText.editFailed))));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={failure} />
        <TextInput
          label={intl.formatMessage(gameFormsMessages.title)}
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('title')}
        />
        <GroupPlaceSelect groupId={game.groupId} initial={game.place} {...form.getInputProps('placeId')} />
        <WhenFields dateProps={form.getInputProps('date')} timeProps={form.getInputProps('time')} />
        <SizeFields
          durationProps={form.getInputProps('durationHours')}
          maxPeopleProps={form.getInputProps('maxPeople')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage(gameFormsMessages.cancel)}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {intl.formatMessage(editGameMessages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
