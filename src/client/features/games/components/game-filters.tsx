import { Chip, Group, SegmentedControl, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { GroupSummary } from '../../../data/groups';
import { gamesListMessages as m } from '../games-messages';
import classes from './game-filters.module.css';

export const STATUS_FILTERS = [
  { value: 'all', message: m.statusAll },
  { value: 'poll', message: m.statusPoll },
  { value: 'confirmed', message: m.statusConfirmed },
  { value: 'completed', message: m.statusCompleted },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const ALL_GROUPS = 'all';

interface GameFiltersProps {
  groups: GroupSummary[];
  groupId: string;
  status: StatusFilter;
  onGroupChange: (groupId: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

/** Group chips (one at a time) and the status tabs of the games list (spec 001 §2). */
export function GameFilters({ groups, groupId, status, onGroupChange, onStatusChange }: GameFiltersProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" mb="lg">
      <Chip.Group value={groupId} onChange={onGroupChange}>
        <Group gap="xs" role="radiogroup" aria-label={intl.formatMessage(m.filterByGroup)}>
          <Chip value={ALL_GROUPS}>{intl.formatMessage(m.allMyGroups)}</Chip>
          {groups.map((group) => (
            // The title keeps a name that the chip cuts short whole.
            <Chip key={group.id} value={group.id} title={group.name} classNames={classes}>
              {group.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SegmentedControl
        aria-label={intl.formatMessage(m.filterByStatus)}
        data={STATUS_FILTERS.map(({ value, message }) => ({ value, label: intl.formatMessage(message) }))}
        value={status}
        onChange={(value) => onStatusChange(value as StatusFilter)}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Stack>
  );
}
