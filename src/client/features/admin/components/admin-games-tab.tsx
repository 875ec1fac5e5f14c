import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { adminText } from '../../../../shared/admin';
import { GameStatusBadge } from '../../../components/game-status-badge';
import { gameMoment } from '../../../components/game-when';
import { useGroups } from '../../../data/groups';
import { adminScreenMessages as messages } from '../admin-messages';
import { useAdminGames } from '../api';
import { AdminList } from './admin-list';
import { type FilteredTabProps, GroupFilter } from './group-filter';

/** Games tab: every game of the user's groups, newest first, filtered by group; each opens the game page. */
export function AdminGamesTab({ groupId, onGroupChange }: FilteredTabProps) {
  const intl = useIntl();
  const groups = useGroups();
  const games = useAdminGames(groupId);
  return (
    <Stack gap="md">
      <GroupFilter groups={groups.data?.groups} value={groupId} onChange={onGroupChange} />
      <AdminList
        query={{ ...games, data: games.data?.pages.flatMap((page) => page.games) }}
        empty={intl.formatMessage(adminText.noGames)}
        label={intl.formatMessage(messages.gamesList)}
        keyOf={(game) => game.id}
      >
        {(game) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={`/games/${game.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
                {game.title}
              </Anchor>
              <GameStatusBadge status={game.status} date={game.date} />
            </Group>
            <Text size="sm">{gameMoment(game.date, intl)}</Text>
            <Text size="sm" c="dimmed">
              {game.groupName} · {game.placeName}
            </Text>
          </>
        )}
      </AdminList>
    </Stack>
  );
}
