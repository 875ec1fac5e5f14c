import { formatMinor } from './money';
import { splitEqually } from './settle';

/** How long a game lasts, in minutes: what the court is booked (and paid) for. */
export const GAME_DURATION = { defaultMinutes: 120, minMinutes: 15, maxMinutes: 12 * 60 } as const;

/** '2 hours', '1 hour 30 minutes', '45 minutes'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}

/**
 * What the court costs for the game: the hourly cost × the duration, to the nearest minor unit of the group's
 * currency (half a unit up: a cent, a yen, a fils), in integer arithmetic. Null when the place has no cost on
 * record.
 */
export function courtCostMinor(hourly: number | null, durationMinutes: number): number | null {
  if (hourly === null) return null;
  return Math.floor((hourly * durationMinutes + 30) / 60);
}

export type CostPerHead =
  | { kind: 'free' }
  | { kind: 'split'; people: number; total: number; each: number; shares: number[] };

/**
 * The expected cost per person while planning, in the group's currency's minor unit: the court cost split as
 * an expense would be (splitEqually, so no unit is lost) among the people who said yes, and never fewer than
 * the game's minimum. `each` is the smallest share (the first person's also carries the remainder, fewer
 * units than there are people), hence the "≈". Null when the cost is unknown.
 */
export function costPerHead(input: {
  hourly: number | null;
  durationMinutes: number;
  yesCount: number;
  minPeople: number;
}): CostPerHead | null {
  const total = courtCostMinor(input.hourly, input.durationMinutes);
  if (total === null) return null;
  if (total === 0) return { kind: 'free' };
  const people = Math.max(input.yesCount, input.minPeople, 1);
  const shares = splitEqually(total, people);
  return { kind: 'split', people, total, each: shares.at(-1) ?? total, shares };
}

/** '≈ $8.00 each if 6 come', '≈ ¥1,000 each if 3 come', 'Free', or null when the place has no cost on record. */
export function costPerHeadText(cost: CostPerHead | null, currency: string, locale: string): string | null {
  if (!cost) return null;
  if (cost.kind === 'free') return 'Free';
  return `≈ ${formatMinor(cost.each, currency, locale)} each if ${cost.people} come`;
}

/**
 * Who comes, guests counted (issue 59): the members going and each guest brought by one of them. A guest of
 * someone not going (waiting, or no longer coming) takes no place.
 */
export function comingWithGuests(going: readonly string[], guests: readonly { hostId: string }[]): number {
  const hosts = new Set(going);
  return hosts.size + guests.filter((guest) => hosts.has(guest.hostId)).length;
}
