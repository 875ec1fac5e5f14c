import { Button, Group, Select, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { expenseMessages, PAYMENT_METHOD_LABELS } from '../../../../shared/expenses';
import { type DebtView, useMarkReceived } from '../api';
import { type SettleNotice, settleFailure } from '../feedback';
import { DebtCard } from './debt-card';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

interface OwedRowProps {
  debt: DebtView;
  onNotice: (notice: SettleNotice | null) => void;
}

/** A debt owed to me: once the debtor marks it paid, I confirm receipt and say how I was paid. */
export function OwedRow({ debt, onNotice }: OwedRowProps) {
  const name = debt.fromUser.fullName || 'User';
  return (
    <DebtCard heading={expenseMessages.owesYou(name)} amountCents={debt.amountCents}>
      {debt.status === 'verifying' ? (
        <ReceiveActions debt={debt} name={name} onNotice={onNotice} />
      ) : (
        <Text size="sm" c="dimmed">
          {name} has not marked this as paid yet.
        </Text>
      )}
    </DebtCard>
  );
}

function ReceiveActions({ debt, name, onNotice }: OwedRowProps & { name: string }) {
  const markReceived = useMarkReceived();
  const [method, setMethod] = useState<PaymentMethod>('venmo');

  const confirm = () => {
    onNotice(null);
    // Settled, the row leaves the list before the step ends; the promise still reports to the page.
    markReceived
      .mutateAsync({
        otherUserId: debt.fromUserId,
        amountCents: debt.amountCents,
        paymentMethod: method,
      })
      .then(
        () =>
          onNotice({ tone: 'info', message: expenseMessages.markedReceived(PAYMENT_METHOD_LABELS[method]) }),
        (error: unknown) => onNotice(settleFailure(error)),
      );
  };

  return (
    <>
      <Text size="sm">{expenseMessages.markedPaidBy(name)}</Text>
      <Group align="flex-end" gap="xs">
        <Select
          label="Payment method"
          data={METHOD_OPTIONS}
          value={method}
          onChange={(value) => {
            if (value) setMethod(value as PaymentMethod);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
          disabled={markReceived.isPending}
          onClick={confirm}
        >
          {markReceived.isPending ? 'Processing...' : 'Mark Received'}
        </Button>
      </Group>
    </>
  );
}
