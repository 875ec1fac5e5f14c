import { Paper, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { GameStatus } from '../../../../shared/constants';
import { GameExpensesPanel } from '../../expenses/components/game-expenses-panel';

/** The game's expenses, and the photo gallery that a later issue builds (until then the page says so). */
export function LaterPanels({ gameId, status }: { gameId: string; status: GameStatus }) {
  return (
    <>
      <GameExpensesPanel gameId={gameId} gameStatus={status} />
      <Paper withBorder p="md" component="section" aria-labelledby="photos-heading">
        <Title order={2} size="h3" id="photos-heading" mb="xs">
          Photos
        </Title>
        <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconTools size={18} aria-hidden="true" />
          Photos for this game are coming soon.
        </Text>
      </Paper>
    </>
  );
}
