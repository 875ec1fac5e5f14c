import { Text } from '@mantine/core';
import { openConfirm } from '../../../components/open-confirm';

interface BookingChoice {
  title: string;
  /** 'Sat, Nov 28, 2026 at 7:00 AM'. */
  moment: string;
  placeName: string;
  onConfirm: () => void;
}

/** Book Now asks once before the poll closes: the choice sets the date and place and marks who attends. */
export function confirmBooking({ title, moment, placeName, onConfirm }: BookingChoice) {
  openConfirm({
    title: 'Book Now',
    children: (
      <Text size="sm">
        Book {title} for {moment} at {placeName}? Everyone who answered yes is marked as attending.
      </Text>
    ),
    labels: { confirm: 'Book Now', cancel: 'Cancel' },
    onConfirm,
  });
}
