import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { type ExpenseStatus, expenseStatusText } from '../../../../shared/money-status';

/** An expense as a whole: Open while anyone but the payer still owes, else Settled (src/shared/money-status). */
export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  return (
    <Badge
      variant="outline"
      color={status === 'open' ? 'yellow' : 'green'}
      style={{ flexShrink: 0 }}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <FormattedMessage {...expenseStatusText[status]} />
    </Badge>
  );
}
