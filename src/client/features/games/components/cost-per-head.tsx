import { Text } from '@mantine/core';
import { costPerHead, costPerHeadText } from '../../../../shared/cost-per-head';
import { useLocale } from '../../../i18n/locale-context';

interface CostPerHeadProps {
  /** The court's hourly cost in the group currency's minor unit; null when unknown. */
  hourly: number | null;
  currency: string;
  durationMinutes: number;
  /** Who is coming so far: yes answers within the maximum, or the attendees once booked. */
  goingCount: number;
  minPeople: number;
  maxPeople: number | null;
}

/**
 * '≈ $8.00 each if 6 come' while planning, or 'Free': the court's hourly cost × the duration split among those
 * coming (never fewer than the minimum, never more than the maximum). Nothing when the place has no cost.
 * Computed from the answers on screen, so it changes as soon as they do.
 */
export function CostPerHead({
  hourly,
  currency,
  durationMinutes,
  goingCount,
  minPeople,
  maxPeople,
}: CostPerHeadProps) {
  const locale = useLocale();
  const people = maxPeople === null ? goingCount : Math.min(goingCount, maxPeople);
  const cost = costPerHead({ hourly, durationMinutes, yesCount: people, minPeople });
  const text = costPerHeadText(cost, currency, locale);
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="cost-per-head">
      {text}
    </Text>
  );
}
