import { Button, Container, EmptyState, Stack } from '@mantine/core';
import { IconBallTennis, IconPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { type OpenSection, RECENT_GAMES_LIMIT } from '../../../../shared/game-rules';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGames } from '../../../data/games';
import { useGroups } from '../../../data/groups';
import { useKeepFirstScreen } from '../../../offline/keep-first-screen';
import { ALL_GROUPS, GameFilters, STATUS_FILTERS, type StatusFilter } from '../components/game-filters';
import { GameSection } from '../components/game-section';
import { gamesListMessages as m } from '../games-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters live in the address (?group=&status=), so Back and a reload keep them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const group = params.get('group');
  const groupId = group && UUID.test(group) ? group : ALL_GROUPS;
  const status = STATUS_FILTERS.find((filter) => filter.value === params.get('status'))?.value ?? 'all';
  const update = (next: { group?: string; status?: StatusFilter }) => {
    const merged = { group: groupId, status, ...next };
    const search = new URLSearchParams();
    if (merged.group !== ALL_GROUPS) search.set('group', merged.group);
    if (merged.status !== 'all') search.set('status', merged.status);
    setParams(search, { replace: true });
  };
  return { groupId, status, update, filtered: groupId !== ALL_GROUPS || status !== 'all' };
}

type GamesList = NonNullable<ReturnType<typeof useGames>['data']>;

/** The sections the status tab shows; the open ones page from the cursors the list came with. */
function sections(list: GamesList | undefined, status: StatusFilter, groupId: string | null) {
  const games = list?.games ?? [];
  const shows = (filter: StatusFilter) => status === 'all' || status === filter;
  const pages = (section: OpenSection) => ({ groupId, section, cursor: list?.more?.[section] ?? null });
  return [
    {
      key: 'poll',
      title: m.activePolls,
      games: shows('poll') ? games.filter((g) => g.status === 'poll') : [],
      pages: shows('poll') ? pages('poll') : undefined,
    },
    {
      key: 'confirmed',
      title: m.confirmed,
      games: shows('confirmed') ? games.filter((g) => g.status === 'confirmed' || g.status === 'booked') : [],
      pages: shows('confirmed') ? pages('confirmed') : undefined,
    },
    {
      key: 'completed',
      title: m.recentlyCompleted,
      games: shows('completed')
        ? games.filter((g) => g.status === 'completed').slice(0, RECENT_GAMES_LIMIT)
        : [],
      pages: undefined,
    },
  ];
}

/** The screen's name, in its heading and the server-drawn first screen's tab title. */
export const GAMES_SCREEN = m.title;

/** /games and /dashboard (the home view): the user's games by status, filtered by group and status. */
export function GamesPage() {
  const intl = useIntl();
  const groups = useGroups();
  const { groupId, status, update, filtered } = useFilters();
  const games = useGames(groupId === ALL_GROUPS ? null : groupId);
  const groupList = groups.data?.groups ?? [];
  const shown = sections(games.data, status, groupId === ALL_GROUPS ? null : groupId);
  const empty = games.data !== undefined && shown.every((section) => section.games.length === 0);
  useKeepFirstScreen(
    !filtered && groups.isSuccess && games.isSuccess && !games.isFetching,
    games.dataUpdatedAt,
  );

  const headerAction = !groups.data ? null : groupList.length > 0 ? (
    <Button
      component={Link}
      to="/select-group-for-game"
      leftSection={<IconPlus size={18} aria-hidden="true" />}
    >
      {intl.formatMessage(m.createGame)}
    </Button>
  ) : (
    <Button component={Link} to="/groups/create" leftSection={<IconPlus size={18} aria-hidden="true" />}>
      {intl.formatMessage(m.createGroup)}
    </Button>
  );

  return (
    <Container size="lg" py="md">
      <PageHeader title={intl.formatMessage(m.title)} actions={headerAction} />
      <GameFilters
        groups={groupList}
        groupId={groupId}
        status={status}
        onGroupChange={(group) => update({ group })}
        onStatusChange={(next) => update({ status: next })}
      />
      {games.isPending ? <PageLoader /> : null}
      {games.error ? <FormAlert message={errorMessage(games.error)} /> : null}
      {empty ? (
        <EmptyState icon={<IconBallTennis aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{intl.formatMessage(m.noGames)}</EmptyState.Title>
          {filtered ? null : (
            <EmptyState.Description>
              {groupList.length > 0
                ? intl.formatMessage(m.createGameHint)
                : intl.formatMessage(m.createGroupHint)}
            </EmptyState.Description>
          )}
          {filtered ? (
            <EmptyState.Actions>
              <Button variant="default" onClick={() => update({ group: ALL_GROUPS, status: 'all' })}>
                {intl.formatMessage(m.showAll)}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      ) : null}
      <Stack gap="xl">
        {shown.map((section) => (
          <GameSection
            // A section starts again at its first page when the group filter changes.
            key={`${section.key}:${groupId}`}
            title={intl.formatMessage(section.title)}
            games={section.games}
            pages={section.pages}
          />
        ))}
      </Stack>
    </Container>
  );
}
