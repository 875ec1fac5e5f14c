import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { formatCents } from '../../../../shared/money';

interface MoneyTotalsProps {
  /** Cents the user owes and is owed across open debts. */
  totals: { owe: number; owed: number };
}

function Total({ label, cents }: { label: string; cents: number }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatCents(cents)}
      </Text>
    </Paper>
  );
}

/** The two totals of Settle Up and the profile's Financial Summary, in US dollars (spec 001 §2). */
export function MoneyTotals({ totals }: MoneyTotalsProps) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Total label="You owe" cents={totals.owe} />
      <Total label="Owed to you" cents={totals.owed} />
    </SimpleGrid>
  );
}
