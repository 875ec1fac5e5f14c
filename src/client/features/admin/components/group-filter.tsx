import { Select } from '@mantine/core';
import { adminMessages } from '../../../../shared/admin';

const ALL = 'all';

/** A tab with the group filter; the page keeps the chosen group in the address. */
export interface FilteredTabProps {
  groupId: string | undefined;
  onGroupChange: (groupId: string | undefined) => void;
}

interface GroupFilterProps {
  groups: { id: string; name: string }[] | undefined;
  value: string | undefined;
  onChange: (groupId: string | undefined) => void;
}

/** The group dropdown of the Games and Places tabs (spec 000 §2); "All groups" clears it. */
export function GroupFilter({ groups = [], value, onChange }: GroupFilterProps) {
  const data = [
    { value: ALL, label: adminMessages.allGroups },
    ...groups.map((g) => ({ value: g.id, label: g.name })),
  ];
  return (
    <Select
      label="Group"
      data={data}
      value={value && groups.some((g) => g.id === value) ? value : ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : undefined)}
      allowDeselect={false}
      maw={360}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
