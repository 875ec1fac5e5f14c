import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OpenSection } from '../../../../shared/game-rules';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore } from '../../../components/load-more';
import { type GameSummary, moreGamesQuery } from '../../../data/games';
import { GameCard } from './game-card';

/** Where an open section's later pages start: its first page's cursor (null when it was the last). */
export interface SectionPages {
  groupId: string | null;
  section: OpenSection;
  cursor: string | null;
}

/**
 * An open section's pages after the first, asked for only once "Load more" is pressed. Until then the button
 * shows whenever the first page said more follow.
 */
function useLaterPages(pages: SectionPages | undefined) {
  const [asked, setAsked] = useState(false);
  const cursor = pages?.cursor ?? null;
  const active = asked && cursor !== null && pages !== undefined;
  const query = useInfiniteQuery({
    ...moreGamesQuery(pages?.groupId ?? null, pages?.section ?? 'poll', cursor ?? ''),
    enabled: active,
  });
  const loading = active && (query.isPending || query.isFetchingNextPage);
  return {
    games: active ? (query.data?.pages.flatMap((page) => page.games) ?? []) : [],
    error: active ? query.error : null,
    paging: {
      hasNextPage: cursor !== null && (!active || loading || query.hasNextPage),
      isFetchingNextPage: loading,
      fetchNextPage: () => (active ? query.fetchNextPage() : setAsked(true)),
    },
  };
}

/** One titled section of the games list ('Active Polls', 'Confirmed', 'Recently Completed'). */
export function GameSection({
  title,
  games,
  pages,
}: {
  title: string;
  games: GameSummary[];
  /** For a section that pages ("Load more"); Recently Completed shows its 5 and no more. */
  pages?: SectionPages;
}) {
  const headingId = useId();
  const later = useLaterPages(pages);
  // A game that moved between pages while they were asked for shows once.
  const seen = new Set<string>();
  const shown = [...games, ...later.games].filter((game) => !seen.has(game.id) && seen.add(game.id));
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </SimpleGrid>
      {later.error ? <FormAlert message={errorMessage(later.error)} /> : null}
      <LoadMore query={later.paging} />
    </Stack>
  );
}
