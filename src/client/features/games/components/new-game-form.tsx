import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_MIN_PEOPLE, gameText } from '../../../../shared/game-rules';
import { gameSchemaText } from '../../../../shared/games';
import { localTimeZone } from '../../../../shared/time';
import { ApiError, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { GroupPlaceSelect } from '../../../components/group-place-select';
import { useCreateGame } from '../../../data/games';
import { gameFormsMessages, gameRuleMessages, newGameMessages as m } from '../game-forms-messages';
import { useGameRefusal } from '../use-game-refusal';
import {
  fieldErrors,
  futureWhenRules,
  instantOf,
  placeRule,
  saidErrors,
  saidRules,
  titleRule,
} from './game-form-rules';
import { SecondMemberPrompt } from './second-member-prompt';
import { maxPeopleOf, minutesOf, SizeFields, sizeRules, sizeValuesOf } from './size-fields';
import { DatePresets, WhenFields } from './when-fields';

interface NewGameFormProps {
  group: { id: string; name: string; active: boolean; memberCount: number; role: 'admin' | 'member' };
  /** The place the form starts with: one asked for, else the group's first by name. */
  initialPlace: { id: string; name: string };
}

const SERVER_FIELDS = {
  title: 'title', // i18n-ignore: a form field's name, not words
  placeId: 'placeId',
  date: 'date',
  minPeopleRequired: 'minPeople',
  durationMinutes: 'durationHours',
  maxPeople: 'maxPeople',
};

/** Title, place, date and time (or a quick preset) and the minimum number of people (spec 001 §2, §5). */
export function NewGameForm({ group, initialPlace }: NewGameFormProps) {
  const intl = useIntl();
  const say = useGameRefusal();
  const navigate = useNavigate();
  const createGame = useCreateGame();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: intl.formatMessage(m.defaultTitle, { group: group.name }),
      placeId: initialPlace.id,
      date: '',
      time: '',
      minPeople: DEFAULT_MIN_PEOPLE as number | string,
      ...sizeValuesOf(),
      repeatWeekly: false,
    },
    validate: {
      ...saidRules({ title: titleRule, placeId: placeRule, ...futureWhenRules() }, say),
      minPeople: (value) => {
        const people = Number(value);
        if (!Number.isInteger(people) || people < DEFAULT_MIN_PEOPLE)
          return intl.formatMessage(gameSchemaText.atLeastPeople);
        return people > group.memberCount
          ? intl.formatMessage(gameRuleMessages.minPeopleTooHigh, { count: group.memberCount })
          : null;
      },
      ...sizeRules((values: { minPeople: number | string }) => Number(values.minPeople), intl, say),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    createGame.mutate(
      {
        groupId: group.id,
        title: values.title.trim(),
        placeId: values.placeId,
        date: instantOf(values, localTimeZone()),
        minPeopleRequired: Number(values.minPeople),
        durationMinutes: minutesOf(values.durationHours),
        maxPeople: maxPeopleOf(values.maxPeople),
        // Repeat weekly keeps this time of day in the creator's zone, across clock changes.
        repeatWeekly: values.repeatWeekly,
        timeZone: localTimeZone(),
      },
      {
        onSuccess: ({ id }) => navigate(`/games/${id}`),
        onError: (error) => {
          const errors = error instanceof ApiError ? fieldErrors(error.fields, SERVER_FIELDS) : null;
          if (errors) form.setErrors(saidErrors(errors, say));
          else setFailure(say(failureMessage(error, intl.formatMessage(gameText.createFailed))));
        },
      },
    );
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {group.active ? null : <FormAlert message={intl.formatMessage(gameText.groupInactive)} />}
          <FormAlert message={failure} />
          {group.active ? <SecondMemberPrompt group={group} /> : null}
          <Text size="sm">
            <FormattedMessage {...m.forGroup} values={{ group: <strong>{group.name}</strong> }} />
          </Text>
          <TextInput
            label={intl.formatMessage(gameFormsMessages.title)}
            required
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <GroupPlaceSelect groupId={group.id} initial={initialPlace} {...form.getInputProps('placeId')} />
          <WhenFields dateProps={form.getInputProps('date')} timeProps={form.getInputProps('time')} />
          <DatePresets
            onPick={(when) => {
              form.setValues(when);
              form.clearFieldError('date');
              form.clearFieldError('time');
            }}
          />
          <NumberInput
            label={intl.formatMessage(m.minimumPeople)}
            description={intl.formatMessage(
              group.memberCount < DEFAULT_MIN_PEOPLE
                ? gameRuleMessages.minPeopleHintFew
                : gameRuleMessages.minPeopleHintMany,
              { count: group.memberCount },
            )}
            required
            min={DEFAULT_MIN_PEOPLE}
            max={Math.max(group.memberCount, DEFAULT_MIN_PEOPLE)}
            // A number out of range stays as typed and the field says why, instead of silently changing it.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minPeople')}
          />
          <SizeFields
            durationProps={form.getInputProps('durationHours')}
            maxPeopleProps={form.getInputProps('maxPeople')}
          />
          <Checkbox
            label={intl.formatMessage(gameFormsMessages.repeatWeekly)}
            description={intl.formatMessage(gameFormsMessages.seriesHint)}
            {...form.getInputProps('repeatWeekly', { type: 'checkbox' })}
          />
          <Group justify="space-between">
            <Button component={Link} to="/games" variant="default">
              {intl.formatMessage(gameFormsMessages.cancel)}
            </Button>
            {group.active ? (
              <Button type="submit" loading={createGame.isPending}>
                {intl.formatMessage(m.createGame)}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
