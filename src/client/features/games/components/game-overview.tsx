import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconRepeat, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { GameStatusBadge } from '../../../components/game-status-badge';
import { gameDay, gameTime } from '../../../components/game-when';
import type { GameDetail } from '../../../data/games';
import { gamePageMessages as m } from '../game-page-messages';
import { PlaceLink } from './place-link';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {icon}
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** The game at a glance: status, group, when (viewer's time zone), where and how many are needed. */
export function GameOverview({ game, actions }: { game: GameDetail['game']; actions?: ReactNode }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <GameStatusBadge status={game.status} date={game.date} />
          {game.repeating ? (
            // As the status badge: the colour in the tint, the text in the text colour for AA contrast.
            <Badge
              variant="light"
              color="grape"
              leftSection={<IconRepeat size={12} aria-hidden="true" />}
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
            >
              {intl.formatMessage(m.repeatsWeekly)}
            </Badge>
          ) : null}
        </Group>
        <Fact icon={<IconUsersGroup size={18} aria-hidden="true" />}>
          <Anchor
            component={Link}
            to={`/groups/${game.groupId}`}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {game.groupName}
          </Anchor>
        </Fact>
        <Fact icon={<IconCalendar size={18} aria-hidden="true" />}>
          <Text size="sm">
            <time dateTime={game.date}>
              {gameDay(game.date)} · {gameTime(game.date)}
            </time>
          </Text>
        </Fact>
        {game.place ? (
          <div>
            <PlaceLink name={game.place.name} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {game.place.address}
            </Text>
          </div>
        ) : null}
        <Fact icon={<IconUsers size={18} aria-hidden="true" />}>
          <Text size="sm">{intl.formatMessage(m.minimumPeople, { count: game.minPeopleRequired })}</Text>
        </Fact>
        {actions}
      </Stack>
    </Paper>
  );
}
