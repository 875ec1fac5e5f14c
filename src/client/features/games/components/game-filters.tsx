import { Chip, Group, SegmentedControl, Stack } from '@mantine/core';
import type { GroupSummary } from '../../groups/api';
import classes from './game-filters.module.css';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'poll', label: 'Poll' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
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
  return (
    <Stack gap="sm" mb="lg">
      <Chip.Group value={groupId} onChange={onGroupChange}>
        <Group gap="xs" role="radiogroup" aria-label="Filter by group">
          <Chip value={ALL_GROUPS}>All My Groups</Chip>
          {groups.map((group) => (
            // The title keeps a name that the chip cuts short whole.
            <Chip key={group.id} value={group.id} title={group.name} classNames={classes}>
              {group.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SegmentedControl
        aria-label="Filter by status"
        data={[...STATUS_FILTERS]}
        value={status}
        onChange={(value) => onStatusChange(value as StatusFilter)}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Stack>
  );
}
