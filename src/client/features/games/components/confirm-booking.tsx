import { Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { openConfirm } from '../../../components/open-confirm';
import { gameCardMessages as m } from '../games-messages';

interface BookingChoice {
  title: string;
  /** 'Sat, Nov 28, 2026 at 7:00 AM'. */
  moment: string;
  placeName: string;
  onConfirm: () => void;
  intl: IntlShape;
}

/** Book Now asks once before the poll closes: the choice sets the date and place and marks who attends. */
export function confirmBooking({ title, moment, placeName, onConfirm, intl }: BookingChoice) {
  openConfirm({
    title: intl.formatMessage(m.bookNow),
    children: (
      <Text size="sm">{intl.formatMessage(m.bookQuestion, { title, moment, place: placeName })}</Text>
    ),
    labels: { confirm: intl.formatMessage(m.bookNow), cancel: intl.formatMessage(m.cancel) },
    onConfirm,
  });
}
