import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { expenseSummaryText } from '../../../../shared/expense-summary';
import { addGuestSchema, GUEST_NAME_MAX } from '../../../../shared/guests';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import type { GameDetail } from '../../../data/games';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { useAddGuest, useRemoveGuest } from '../api';
import { guestPanelMessages as m } from '../guests-messages';

/** Whether I am going: a yes on one of the poll's options, or among the attendees once booked. */
function amGoing({ game, me, options, attendees }: GameDetail) {
  if (game.status === 'poll') {
    return options.some((option) => option.rsvps.some((a) => a.userId === me.userId && a.response === 'yes'));
  }
  return attendees.some((attendee) => attendee.userId === me.userId);
}

/**
 * The game's guests, 'Jordan (guest of Sam)', each removable by their host or an admin; and, for someone going
 * to a game still to come, 'Bring a guest'. The server decides; this only hides what it would refuse.
 */
export default function GuestsPanel({ detail, canChange }: { detail: GameDetail; canChange: boolean }) {
  const intl = useIntl();
  const say = useKnownText();
  const headingId = useId();
  const { game, me, guests } = detail;
  const addGuest = useAddGuest(game.id);
  const removeGuest = useRemoveGuest(game.id);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: localizedResolver(addGuestSchema, say),
  });
  const open =
    game.status !== 'completed' && game.status !== 'cancelled' && Date.parse(game.date) > Date.now();
  const canBring = canChange && open && amGoing(detail);
  if (guests.length === 0 && !canBring) return null;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    addGuest.mutate(values, {
      onSuccess: () => {
        form.reset();
        setAdding(false);
      },
      onError: (error) => setFailure(say(failureMessage(error, intl.formatMessage(m.addFailed)))),
    });
  });
  const remove = (guestId: string) => {
    setFailure(null);
    removeGuest.mutate(guestId, {
      onError: (error) => setFailure(say(failureMessage(error, intl.formatMessage(m.removeFailed)))),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="guests-panel">
      <Title order={2} size="h3" id={headingId} mb="sm">
        {intl.formatMessage(m.title)}
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(guests.length === 0 ? m.none : m.hint)}
        </Text>
        <FormAlert message={failure} />
        {guests.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {guests.map((guest) => {
              const label = intl.formatMessage(expenseSummaryText.guestOf, {
                guest: guest.name,
                host: guest.hostName,
              });
              return (
                <Group component="li" key={guest.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                  {canChange && (guest.hostId === me.userId || me.role === 'admin') ? (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconX size={14} aria-hidden="true" />}
                      aria-label={intl.formatMessage(m.remove, { name: label })}
                      loading={removeGuest.isPending && removeGuest.variables === guest.id}
                      onClick={() => remove(guest.id)}
                    >
                      {intl.formatMessage(m.remove, { name: guest.name })}
                    </Button>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        ) : null}
        {canBring && !adding ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              {intl.formatMessage(m.bring)}
            </Button>
          </Group>
        ) : null}
        {canBring && adding ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={intl.formatMessage(m.name)}
                required
                maxLength={GUEST_NAME_MAX}
                data-autofocus
                {...form.getInputProps('name')}
              />
              <TextInput
                type="email"
                autoComplete="off"
                label={intl.formatMessage(m.email)}
                description={intl.formatMessage(m.emailHint)}
                maxLength={254}
                {...form.getInputProps('email')}
              />
              <Group gap="sm">
                <Button type="submit" loading={addGuest.isPending}>
                  {intl.formatMessage(m.add)}
                </Button>
                <Button variant="default" onClick={() => setAdding(false)}>
                  {intl.formatMessage(m.cancel)}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
