import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { comingWithGuests } from '../../../../shared/cost-per-head';
import { expenseSummaryText } from '../../../../shared/expense-summary';
import { gameText } from '../../../../shared/game-rules';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { type GameDetail, useSetAttendance } from '../../../data/games';
import { attendanceMessages as m } from '../game-forms-messages';
import { optionMessages } from '../game-page-messages';
import { useGameRefusal } from '../use-game-refusal';

interface AttendanceListProps {
  detail: GameDetail;
  /** False when the group is inactive. */
  canChange: boolean;
}

/**
 * After booking the answer control records who comes (spec 001 §4): members switch themselves, admins
 * anyone. Everyone else's state is shown as text.
 */
export function AttendanceList({ detail, canChange }: AttendanceListProps) {
  const intl = useIntl();
  const say = useGameRefusal();
  const { game, me, members, attendees, options, guests } = detail;
  // Once booked, only the booked option has a waiting list: who said yes and is not coming, first in line first.
  const waiting = options.flatMap((option) => option.waitingUserIds);
  const nameOf = (userId: string) => members.find((member) => member.userId === userId)?.fullName ?? '';
  const setAttendance = useSetAttendance(game.id, game.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const attending = new Set(attendees.map((attendee) => attendee.userId));
  // Guests come with their host: they take a place while their host attends (issue 59).
  const comingGuests = guests.filter((guest) => attending.has(guest.hostId));
  const pendingFor = setAttendance.isPending ? setAttendance.variables?.userId : undefined;

  const toggle = (userId: string, next: boolean) => {
    setFailure(null);
    setAttendance.mutate(
      { userId, attending: next },
      { onError: (error) => setFailure(say(failureMessage(error, intl.formatMessage(gameText.rsvpFailed)))) },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {intl.formatMessage(
          game.status === 'completed'
            ? game.maxPeople === null
              ? m.attended
              : m.attendedOf
            : game.maxPeople === null
              ? m.going
              : m.goingOf,
          { count: comingWithGuests([...attending], guests), max: game.maxPeople ?? 0 },
        )}
      </Text>
      {waiting.length > 0 ? (
        <Text size="sm">
          <Text span fw={600}>
            {intl.formatMessage(optionMessages.waitingList, { count: waiting.length })}
          </Text>{' '}
          {waiting.map(nameOf).join(', ')}
        </Text>
      ) : null}
      <FormAlert message={failure} />
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const isAttending = attending.has(member.userId);
          const editable = canChange && (member.userId === me.userId || me.role === 'admin');
          return (
            <Group component="li" key={member.userId} justify="space-between" wrap="nowrap" gap="sm">
              {editable ? (
                <Switch
                  label={member.fullName}
                  description={intl.formatMessage(isAttending ? m.attending : m.notAttending)}
                  checked={isAttending}
                  disabled={pendingFor === member.userId}
                  onChange={(event) => toggle(member.userId, event.currentTarget.checked)}
                />
              ) : (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.fullName}
                  </Text>
                  <Badge
                    variant="light"
                    color={isAttending ? 'green' : 'gray'}
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    {intl.formatMessage(isAttending ? m.attending : m.notAttending)}
                  </Badge>
                </>
              )}
            </Group>
          );
        })}
        {comingGuests.map((guest) => (
          <Group component="li" key={guest.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(expenseSummaryText.guestOf, { guest: guest.name, host: guest.hostName })}
            </Text>
            <Badge variant="light" color="green" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
              {intl.formatMessage(m.attending)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
