import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import type { GameSummary } from '../api';
import { GameCard } from './game-card';

/** One titled section of the games list ('Active Polls', 'Confirmed', 'Recently Completed'). */
export function GameSection({ title, games }: { title: string; games: GameSummary[] }) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
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
        {games.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </SimpleGrid>
    </section>
  );
}
