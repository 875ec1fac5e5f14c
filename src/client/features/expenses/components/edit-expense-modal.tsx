import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import type { GameExpense } from '../../../data/expenses';
import { gameQuery } from '../../../data/games';
import { useKnownText } from '../../../i18n/known-messages';
import { splitFormMessages } from '../split-messages';
import { ExpenseForm } from './expense-form';
import { type ExpenseGame, toExpenseGame } from './expense-game';

interface EditExpenseModalProps {
  gameId: string;
  expense: GameExpense;
  opened: boolean;
  onClose: () => void;
}

/**
 * The game's people as the edit offers them: those at the game now, and anyone the stored split names who is
 * no longer (so the split reopens as it was entered).
 */
function withSplitPeople(game: ExpenseGame, expense: GameExpense): ExpenseGame {
  const attending = new Set(game.attendees.map((person) => person.userId));
  const guests = new Set(game.guests.map((guest) => guest.id));
  const attendees = [...game.attendees];
  const extraGuests = [...game.guests];
  for (const entry of expense.entries ?? []) {
    const share = expense.shares.find((each) =>
      entry.guestId ? each.guestId === entry.guestId : each.userId === entry.userId && !each.guestId,
    );
    if (!share) continue;
    if (entry.userId && !attending.has(entry.userId)) {
      attending.add(entry.userId);
      attendees.push({ userId: entry.userId, fullName: share.fullName });
    }
    if (entry.guestId && !guests.has(entry.guestId) && share.guestName) {
      guests.add(entry.guestId);
      extraGuests.push({ id: entry.guestId, name: share.guestName, hostId: share.userId });
      // The guest's host is listed so the guest is (their share stays the host's).
      if (!attending.has(share.userId)) {
        attending.add(share.userId);
        attendees.push({ userId: share.userId, fullName: share.fullName });
      }
    }
  }
  return { ...game, attendees, guests: extraGuests };
}

/** Editing an expense from the game page: the same form as Create Expense, reopened as the expense was entered. */
export function EditExpenseModal({ gameId, expense, opened, onClose }: EditExpenseModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const detail = useQuery({ ...gameQuery(gameId), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(splitFormMessages.editTitle)}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(splitFormMessages.close) }}
    >
      {detail.error ? <FormAlert message={say(errorMessage(detail.error))} /> : null}
      {detail.isPending ? <PageLoader /> : null}
      {detail.data && opened ? (
        <ExpenseForm
          game={withSplitPeople(toExpenseGame(detail.data), expense)}
          expense={expense}
          onCancel={onClose}
          onSaved={onClose}
        />
      ) : null}
    </Modal>
  );
}
