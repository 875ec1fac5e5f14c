import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BOOK_NOW_MIN_YES } from '../../../../shared/game-rules';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { GameStatusBadge } from '../../../components/game-status-badge';
import { gameDay, gameMoment, gameTime } from '../../../components/game-when';
import { UnreadDot } from '../../../components/unread-dot';
import { type GameSummary, useBookGame } from '../../../data/games';
import { gameCardMessages as m } from '../games-messages';
import { confirmBooking } from './confirm-booking';
import { CostPerHead } from './cost-per-head';
import { GoingInitials } from './going-initials';
import { PlaceLink } from './place-link';
import { RefusalLater } from './refusal-later';
import { UpdatedNotice } from './updated-notice';

/** One game in the list (spec 001 §2): what, where, when, who is going, and the next step. */
export function GameCard({ game }: { game: GameSummary }) {
  const intl = useIntl();
  const book = useBookGame(game.id, game.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  // A game that is over has nothing left to answer.
  const canVote = game.status !== 'completed' && game.status !== 'cancelled';
  const canBook = game.status === 'poll' && game.leadOptionId !== null && game.yesCount >= BOOK_NOW_MIN_YES;

  const bookNow = () => {
    const optionId = game.leadOptionId;
    if (!optionId) return;
    confirmBooking({
      title: game.title,
      moment: gameMoment(game.date, intl),
      intl,
      placeName: game.placeName,
      onConfirm: () => {
        setFailure(null);
        book.mutate(optionId, {
          onError: (error) => setFailure(failureMessage(error, intl.formatMessage(m.confirmFailed))),
        });
      },
    });
  };

  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/games/${game.id}`} inherit>
                {game.title}
              </Anchor>
              <UnreadDot gameId={game.id} />
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {game.groupName}
            </Text>
          </div>
          <GameStatusBadge status={game.status} date={game.date} />
        </Group>
        <Text size="sm">
          <time dateTime={game.date}>
            {gameDay(game.date)} · {gameTime(game.date)}
          </time>
        </Text>
        <div>
          <PlaceLink name={game.placeName} />
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {intl.formatMessage(game.status === 'completed' ? m.attended : m.going, {
              going: game.goingCount,
              no: game.noCount,
            })}
            {game.waitingCount > 0
              ? ` · ${intl.formatMessage(m.waiting, { waiting: game.waitingCount })}`
              : ''}
          </Text>
          <GoingInitials initials={game.goingInitials} />
        </Group>
        {game.status === 'completed' ? null : (
          <CostPerHead
            hourly={game.hourlyCents}
            currency={game.currency}
            durationMinutes={game.durationMinutes}
            goingCount={game.goingCount}
            minPeople={game.minPeopleRequired}
            maxPeople={game.maxPeople}
          />
        )}
        {game.updateId ? (
          <UpdatedNotice
            gameId={game.id}
            groupId={game.groupId}
            updateId={game.updateId}
            title={game.title}
          />
        ) : null}
        <FormAlert message={failure && <RefusalLater text={failure} />} />
        {canVote || canBook ? (
          <Group gap="xs">
            {canVote ? (
              <Button
                component={Link}
                to={`/games/${game.id}#response-section`}
                variant="default"
                size="sm"
                leftSection={<IconChecklist size={16} aria-hidden="true" />}
                aria-label={intl.formatMessage(m.voteOn, { title: game.title })}
              >
                {intl.formatMessage(m.vote)}
              </Button>
            ) : null}
            {canBook ? (
              <Button
                size="sm"
                onClick={bookNow}
                loading={book.isPending}
                leftSection={<IconCalendarCheck size={16} aria-hidden="true" />}
                aria-label={intl.formatMessage(m.bookNowGame, { title: game.title })}
              >
                {intl.formatMessage(m.bookNow)}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
