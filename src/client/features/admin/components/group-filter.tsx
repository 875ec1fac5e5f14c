import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { adminText } from '../../../../shared/admin';
import { adminScreenMessages as messages } from '../admin-messages';

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
  const intl = useIntl();
  const data = [
    { value: ALL, label: intl.formatMessage(adminText.allGroups) },
    ...groups.map((g) => ({ value: g.id, label: g.name })),
  ];
  return (
    <Select
      label={intl.formatMessage(messages.groupFilter)}
      data={data}
      value={value && groups.some((g) => g.id === value) ? value : ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : undefined)}
      allowDeselect={false}
      maw={360}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
