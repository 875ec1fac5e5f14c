import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { ShareStatusBadge } from '../share-status-badge';
import { useFormatMoney } from '../use-money';

interface DebtCardProps {
  /** The row's sentence ('You owe {name}', '{name} owes you'); it names the list item too. */
  heading: string;
  /** In the currency's minor unit. */
  amount: number;
  currency: string;
  /** The state of the debt's shares, in the word every money screen uses. */
  status?: 'pending' | 'verifying';
  children: ReactNode;
}

/** One debt in the list: its sentence as a heading, the amount, and what can be done about it. */
export function DebtCard({ heading, amount, currency, status, children }: DebtCardProps) {
  const headingId = useId();
  const formatMoney = useFormatMoney();
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Title order={4} id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Text fw={700} fz="lg" style={{ flexShrink: 0 }}>
            {formatMoney(amount, currency)}
          </Text>
        </Group>
        {status ? (
          <Group>
            <ShareStatusBadge status={status} />
          </Group>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
