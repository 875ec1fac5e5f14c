import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/expenses';
import { formatGameDate, formatGameTime, localTimeZone } from '../../../../shared/time';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useFormatMoney } from '../../../components/use-money';
import { type SettledPayment, useSettleHistory } from '../api';

const wrap = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/** 'You paid Blake', 'Blake paid you', from my side; 'You and Blake were even' when debts cancelled out. */
function sentence(payment: SettledPayment, myUserId: string): string {
  const from = payment.from.id === myUserId ? 'You' : payment.from.fullName || 'User';
  const to = payment.to.id === myUserId ? 'you' : payment.to.fullName || 'User';
  if (payment.method === 'offset') {
    const other = payment.from.id === myUserId ? to : from;
    return `You and ${other} were even`;
  }
  return `${from} paid ${to}`;
}

function PaymentRow({ payment, myUserId }: { payment: SettledPayment; myUserId: string }) {
  const textId = useId();
  const zone = localTimeZone();
  const formatMoney = useFormatMoney();
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={textId}>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
        <Text id={textId} fw={600} style={wrap}>
          {sentence(payment, myUserId)}
        </Text>
        <Text fw={700} style={{ flexShrink: 0 }}>
          {formatMoney(payment.amountCents, payment.currency)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {payment.method === 'offset'
          ? 'Each paid the same for the other; settled together'
          : payment.method
            ? PAYMENT_METHOD_LABELS[payment.method]
            : 'Other'}{' '}
        · {formatGameDate(payment.settledAt, zone)}, {formatGameTime(payment.settledAt, zone)}
        {payment.shareCount > 1 ? ` · ${payment.shareCount} expenses` : ''}
      </Text>
    </Paper>
  );
}

/** Below 'All Debts' on /settle-up: payments already settled, newest first, a page at a time. */
export function SettleHistory({ myUserId }: { myUserId: string }) {
  const history = useSettleHistory();
  const payments = history.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="settle-history-heading">
      <Title order={2} id="settle-history-heading">
        Settle-up History
      </Title>
      {history.isPending ? <PageLoader /> : null}
      {history.error ? <FormAlert message={errorMessage(history.error)} /> : null}
      {history.data && payments.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No settled payments yet.</Text>
        </Paper>
      ) : null}
      {payments.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Settled payments"
        >
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} myUserId={myUserId} />
          ))}
        </Stack>
      ) : null}
      {history.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            loading={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
