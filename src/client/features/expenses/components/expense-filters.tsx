import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../../shared/i18n/define';
import { expenseFilterText } from '../../../../shared/money-status';
import type { ExpensesFilter } from '../../../data/expenses';
import { filterMessages } from '../expenses-messages';

const PERIODS = ['all', 'week', 'month', 'year'] as const;

const STATUSES = ['all', 'pending', 'settled'] as const;

interface FilterProps<T extends string> {
  label: string;
  /** What the filter looks at, when its label alone does not say. */
  description?: string;
  value: T;
  data: readonly { label: string; value: T }[];
  onChange: (value: T) => void;
}

function Filter<T extends string>({ label, description, value, data, onChange }: FilterProps<T>) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      {description ? (
        <Text id={descriptionId} size="xs" c="dimmed" maw={340}>
          {description}
        </Text>
      ) : null}
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        value={value}
        data={[...data]}
        onChange={(next) => onChange(next as T)}
      />
    </Stack>
  );
}

interface ExpenseFiltersProps {
  filter: ExpensesFilter;
  onChange: (filter: ExpensesFilter) => void;
}

/**
 * Date (all, week, month, year) and status (all, pending, settled) filters of /expenses (spec 001 §9). Status
 * reads the viewer's own side of each expense, and says so.
 */
export function ExpenseFilters({ filter, onChange }: ExpenseFiltersProps) {
  const intl = useIntl();
  const options = <T extends keyof typeof filterMessages>(values: readonly T[]) =>
    values.map((value) => {
      const label: Message = filterMessages[value];
      return { value, label: intl.formatMessage(label) };
    });
  return (
    <Group gap="md" align="flex-start">
      <Filter
        label={intl.formatMessage(filterMessages.date)}
        value={filter.period}
        data={options(PERIODS)}
        onChange={(period) => onChange({ ...filter, period })}
      />
      <Filter
        label={intl.formatMessage(filterMessages.status)}
        description={intl.formatMessage(expenseFilterText.statusHelp)}
        value={filter.status}
        data={options(STATUSES)}
        onChange={(status) => onChange({ ...filter, status })}
      />
    </Group>
  );
}
