import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCash, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../../shared/constants';
import { expenseMessages, PAYMENT_METHOD_LABELS } from '../../../../shared/expenses';
import { useFormatMoney } from '../../../components/use-money';
import { NeedsConnection } from '../../../offline/needs-connection';
import { useMarkSharePaid, useMarkShareReceived } from '../../settle/api';
import { METHOD_OPTIONS } from '../../settle/components/owed-row';
import { type SettleNotice, settleFailure } from '../../settle/feedback';
import type { MyExpense } from '../api';

type Notify = (notice: SettleNotice | null) => void;

/** Mark Paid on my own share of one expense (pending → verifying), as Settle Up's button reads. */
export function MarkSharePaid({ shareId, onNotice }: { shareId: string; onNotice: Notify }) {
  const markPaid = useMarkSharePaid();
  const mark = () => {
    onNotice(null);
    markPaid.mutateAsync(shareId).then(
      () => onNotice({ tone: 'info', message: expenseMessages.markedSent }),
      (error: unknown) => onNotice(settleFailure(error)),
    );
  };
  return (
    <NeedsConnection>
      <Button
        size="compact-sm"
        leftSection={<IconCash size={16} aria-hidden="true" />}
        disabled={markPaid.isPending}
        onClick={mark}
      >
        {markPaid.isPending ? 'Marking Paid...' : 'Mark Paid'}
      </Button>
    </NeedsConnection>
  );
}

type ShareToConfirm = MyExpense['toConfirm'][number];

/**
 * A share of an expense I paid that its debtor marked paid: confirm it with how it came (verifying → settled).
 * A netted one (payments waiting both ways between us) is confirmed on Settle Up, which says so.
 */
export function ConfirmShare({
  share,
  currency,
  onNotice,
}: {
  share: ShareToConfirm;
  /** The expense's currency, which its shares are in. */
  currency: string;
  onNotice: Notify;
}) {
  const markReceived = useMarkShareReceived();
  const formatMoney = useFormatMoney();
  // How the debtor said they paid; otherwise the creditor says it, nothing is assumed.
  const [method, setMethod] = useState<PaymentMethod | null>(share.paidWith);
  const [unchosen, setUnchosen] = useState(false);
  const textId = useId();
  const name = share.fullName || 'User';
  const confirm = () => {
    onNotice(null);
    if (!method) {
      setUnchosen(true);
      return;
    }
    markReceived.mutateAsync({ shareId: share.id, paymentMethod: method }).then(
      () =>
        onNotice({ tone: 'info', message: expenseMessages.markedReceived(PAYMENT_METHOD_LABELS[method]) }),
      (error: unknown) => onNotice(settleFailure(error)),
    );
  };
  return (
    <Stack component="li" gap={6} aria-labelledby={textId}>
      <Text id={textId} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {expenseMessages.markedPaidBy(name)} <strong>{formatMoney(share.amountCents, currency)}</strong>
      </Text>
      {share.netted ? (
        <Text size="sm" c="dimmed">
          Payments wait both ways between you, so they are confirmed together on{' '}
          <Anchor component={Link} to="/settle-up" inherit>
            Settle Up
          </Anchor>
          .
        </Text>
      ) : (
        <Group align="flex-end" gap="xs">
          <Select
            label="Payment method"
            placeholder="Choose a method"
            size="xs"
            data={METHOD_OPTIONS}
            value={method}
            error={unchosen && !method ? expenseMessages.chooseMethod : undefined}
            onChange={(value) => {
              if (value) setMethod(value as PaymentMethod);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <NeedsConnection>
            <Button
              size="compact-sm"
              leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
              disabled={markReceived.isPending}
              onClick={confirm}
            >
              {markReceived.isPending ? 'Processing...' : 'Mark Received'}
            </Button>
          </NeedsConnection>
        </Group>
      )}
    </Stack>
  );
}
