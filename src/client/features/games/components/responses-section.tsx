import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RsvpResponse } from '../../../../shared/constants';
import { RSVP_SAVED_MS } from '../../../../shared/games';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { gameMoment } from '../../../components/game-when';
import {
  type GameDetail,
  type GameOption,
  rsvpFailure,
  useBookGame,
  useSetRsvp,
  withAnswer,
} from '../../../data/games';
import { useOnline } from '../../../offline/connectivity';
import {
  dismissQueuedRsvpRefusal,
  hasQueuedRsvps,
  queueRsvp,
  useQueuedRsvpRefusal,
  useQueuedRsvps,
} from '../../../offline/rsvp-queue';
import { responsesMessages as m } from '../game-page-messages';
import { gameCardMessages } from '../games-messages';
import { useGameRefusal } from '../use-game-refusal';
import { AddOptionForm } from './add-option-form';
import { AttendanceList } from './attendance-list';
import { confirmBooking } from './confirm-booking';
import { OptionCard } from './option-card';

/**
 * `#response-section`: a poll's options with everyone's answers; after booking, who attends. Offline, an
 * answer waits on the device (shown as given, with a hint) and is sent once back online; so is one given
 * while earlier ones still wait, to keep them in order.
 */
export function ResponsesSection({ detail: saved, canChange }: { detail: GameDetail; canChange: boolean }) {
  const intl = useIntl();
  const queued = useQueuedRsvps(saved.game.id);
  const detail = queued.reduce((shown, entry) => withAnswer(shown, entry, shown.me.userId), saved);
  const { game, me, members, options } = detail;
  const setRsvp = useSetRsvp(game.id);
  const book = useBookGame(game.id, game.groupId);
  const online = useOnline();
  const say = useGameRefusal();
  const [ownFailure, setFailure] = useState<string | null>(null);
  const refusal = useQueuedRsvpRefusal(game.id);
  // The API's refusals (and the spec's fallbacks) come in English: said in the viewer's language when known.
  const received = ownFailure ?? refusal;
  const failure = received ? say(received) : null;
  const isPoll = game.status === 'poll';
  // The option whose answer was stored last; a new object each time, so a second answer restarts the 3 s.
  const [justSaved, setJustSaved] = useState<{ optionId: string } | null>(null);
  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(null), RSVP_SAVED_MS);
    return () => clearTimeout(timer);
  }, [justSaved]);

  const answer = (input: {
    optionId: string;
    userId?: string;
    response: RsvpResponse | null;
    note?: string | null;
  }) => {
    setFailure(null);
    setJustSaved(null);
    dismissQueuedRsvpRefusal(game.id);
    if (!online || hasQueuedRsvps()) {
      void queueRsvp(me.userId, game.id, input);
      return;
    }
    // Online, a request that fails is a failure as before (taken back, the spec's message), not queued.
    setRsvp.mutate(input, {
      onSuccess: () => setJustSaved({ optionId: input.optionId }),
      onError: (error) => setFailure(rsvpFailure(error)),
    });
  };

  const bookOption = (option: GameOption) =>
    confirmBooking({
      title: game.title,
      moment: gameMoment(option.date, intl),
      intl,
      placeName: option.placeName,
      onConfirm: () => {
        setFailure(null);
        book.mutate(option.id, {
          onError: (error) =>
            setFailure(failureMessage(error, intl.formatMessage(gameCardMessages.confirmFailed))),
        });
      },
    });

  return (
    <Paper withBorder p="md" component="section" id="response-section" aria-labelledby="responses-heading">
      <Title order={2} size="h3" id="responses-heading" mb="sm">
        {intl.formatMessage(m.title)}
      </Title>
      {isPoll ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.pollHint)}
          </Text>
          <FormAlert message={failure} />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {options.map((option) => (
              <OptionCard
                key={option.id}
                option={option}
                sizing={game}
                me={me}
                members={members}
                guests={detail.guests}
                canChange={canChange}
                booking={book.isPending && book.variables === option.id}
                queued={queued.some((entry) => entry.optionId === option.id)}
                saved={justSaved?.optionId === option.id}
                onAnswer={answer}
                onBook={bookOption}
              />
            ))}
          </Stack>
          {canChange ? <AddOptionForm gameId={game.id} groupId={game.groupId} /> : null}
        </Stack>
      ) : (
        <Stack gap="md">
          {/* A queued answer refused because the game was booked meanwhile is told here. */}
          <FormAlert message={failure} />
          <AttendanceList detail={detail} canChange={canChange} />
        </Stack>
      )}
    </Paper>
  );
}
