import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { GameStatus } from '../../../../shared/constants';
import { gamePageMessages as m } from '../game-page-messages';

/** Games a calendar can hold: booked or confirmed ahead, completed behind (the server refuses polls). */
const ON_CALENDAR: readonly GameStatus[] = ['booked', 'confirmed', 'completed'];

export const onCalendar = (status: GameStatus) => ON_CALENDAR.includes(status);

/** Add to calendar: the game's .ics (stable UID, growing SEQUENCE), downloaded for any calendar app. */
export function AddToCalendar({ gameId, status }: { gameId: string; status: GameStatus }) {
  const intl = useIntl();
  if (!onCalendar(status)) return null;
  return (
    <Button
      component="a"
      href={`/api/games/${gameId}/calendar.ics`}
      download
      variant="default"
      leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
    >
      {intl.formatMessage(m.addToCalendar)}
    </Button>
  );
}
