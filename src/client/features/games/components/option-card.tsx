import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { RsvpResponse } from '../../../../shared/constants';
import type { GameDetail, GameOption } from '../api';
import { gameDay, gameMoment, gameTime } from '../when';
import { PlaceLink } from './place-link';
import { ANSWERS, MemberAnswers, MyAnswer } from './rsvp-controls';

interface OptionCardProps {
  option: GameOption;
  me: GameDetail['me'];
  members: GameDetail['members'];
  /** False when the group is inactive: answers and booking are closed. */
  canChange: boolean;
  booking: boolean;
  onAnswer: (input: { optionId: string; userId?: string; response: RsvpResponse | null }) => void;
  onBook: (option: GameOption) => void;
}

/** One date × place of a poll: who said yes, no and maybe, my answer, admins' answers for others, Book Now. */
export function OptionCard({ option, me, members, canChange, booking, onAnswer, onBook }: OptionCardProps) {
  const label = `${gameMoment(option.date)}, ${option.placeName}`;
  const mine = option.rsvps.find((answer) => answer.userId === me.userId)?.response ?? null;
  const others = members.filter((member) => member.userId !== me.userId);

  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="sm">
        <div>
          {option.title ? <Text fw={600}>{option.title}</Text> : null}
          <Text fw={600}>
            <time dateTime={option.date}>
              {gameDay(option.date)} · {gameTime(option.date)}
            </time>
          </Text>
          <PlaceLink name={option.placeName} />
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {ANSWERS.map(({ value, label: heading }) => {
            const names = option.rsvps.filter((answer) => answer.response === value).map((a) => a.fullName);
            return (
              <div key={value}>
                <Text size="sm" fw={600}>
                  {heading} ({names.length})
                </Text>
                <Text size="sm" c={names.length > 0 ? undefined : 'dimmed'}>
                  {names.length > 0 ? names.join(', ') : 'No one yet'}
                </Text>
              </div>
            );
          })}
        </SimpleGrid>
        <MyAnswer
          label={`Your answer for ${label}`}
          answer={mine}
          disabled={!canChange}
          onAnswer={(response) => onAnswer({ optionId: option.id, response })}
        />
        {me.role === 'admin' && others.length > 0 ? (
          <MemberAnswers
            optionLabel={label}
            members={others}
            answers={option.rsvps}
            disabled={!canChange}
            onAnswer={(userId, response) => onAnswer({ optionId: option.id, userId, response })}
          />
        ) : null}
        {canChange ? (
          <Group>
            <Button
              onClick={() => onBook(option)}
              loading={booking}
              leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
              aria-label={`Book Now: ${label}`}
            >
              Book Now
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
