import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UPCOMING_GAMES_ON_GROUP_PAGE } from '../../../../shared/groups';
import type { GroupDetail } from '../../../data/groups';
import { formatDay, formatTime } from '../../../i18n/format-day';
import { groupPageMessages as m } from '../groups-messages';

/** The next games, soonest first, in the viewer's time zone (spec 000 §2, §9). */
export function UpcomingGames({ games }: { games: GroupDetail['upcomingGames'] }) {
  const intl = useIntl();
  const shown = games.slice(0, UPCOMING_GAMES_ON_GROUP_PAGE);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="games-heading">
      <Title order={2} size="h3" id="games-heading" mb="sm">
        {intl.formatMessage(m.upcomingGames)}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.noUpcomingGames)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((game) => (
            <li key={game.id}>
              <Anchor component={Link} to={`/games/${game.id}`} fw={600}>
                {game.title}
              </Anchor>
              <Text size="sm">
                <time dateTime={game.date}>
                  {formatDay(game.date)} · {formatTime(game.date)}
                </time>
              </Text>
              {game.placeName ? (
                <Text size="sm" c="dimmed">
                  {game.placeName}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
