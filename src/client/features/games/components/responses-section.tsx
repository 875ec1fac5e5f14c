import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RsvpResponse } from '../../../../shared/constants';
import { gameMessages } from '../../../../shared/games';
import { ApiError, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { type GameDetail, type GameOption, useBookGame, useSetRsvp } from '../api';
import { gameMoment } from '../when';
import { AddOptionForm } from './add-option-form';
import { AttendanceList } from './attendance-list';
import { confirmBooking } from './confirm-booking';
import { OptionCard } from './option-card';

/** An admin-only change refused to a member gets the spec's alert; other refusals say why, or the fallback. */
function rsvpFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return gameMessages.ownRsvpAlert;
  return failureMessage(error, gameMessages.rsvpFailed);
}

/** `#response-section`: a poll's options with everyone's answers; after booking, who attends. */
export function ResponsesSection({ detail, canChange }: { detail: GameDetail; canChange: boolean }) {
  const { game, me, members, options } = detail;
  const setRsvp = useSetRsvp(game.id);
  const book = useBookGame(game.id, game.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const isPoll = game.status === 'poll';

  const answer = (input: { optionId: string; userId?: string; response: RsvpResponse | null }) => {
    setFailure(null);
    setRsvp.mutate(input, { onError: (error) => setFailure(rsvpFailure(error)) });
  };

  const bookOption = (option: GameOption) =>
    confirmBooking({
      title: game.title,
      moment: gameMoment(option.date),
      placeName: option.placeName,
      onConfirm: () => {
        setFailure(null);
        book.mutate(option.id, {
          onError: (error) => setFailure(failureMessage(error, gameMessages.confirmFailed)),
        });
      },
    });

  return (
    <Paper withBorder p="md" component="section" id="response-section" aria-labelledby="responses-heading">
      <Title order={2} size="h3" id="responses-heading" mb="sm">
        Responses
      </Title>
      {isPoll ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Answer each option. Once enough people say yes, anyone can book it.
          </Text>
          <FormAlert message={failure} />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {options.map((option) => (
              <OptionCard
                key={option.id}
                option={option}
                me={me}
                members={members}
                canChange={canChange}
                booking={book.isPending && book.variables === option.id}
                onAnswer={answer}
                onBook={bookOption}
              />
            ))}
          </Stack>
          {canChange ? <AddOptionForm gameId={game.id} groupId={game.groupId} /> : null}
        </Stack>
      ) : (
        <AttendanceList detail={detail} canChange={canChange} />
      )}
    </Paper>
  );
}
