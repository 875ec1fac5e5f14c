import type { GameStatus } from '../../shared/constants';
import { GameExpensesPanel } from '../features/expenses/components/game-expenses-panel';
import { PhotoGallery } from '../features/photos/components/photo-gallery';

/** The panels below a game's answers: its expenses and its photo gallery. */
export function LaterPanels({ gameId, status }: { gameId: string; status: GameStatus }) {
  return (
    <>
      <GameExpensesPanel gameId={gameId} gameStatus={status} />
      <PhotoGallery gameId={gameId} />
    </>
  );
}
