import { Button, Group, Select, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { expenseMessages, PAYMENT_METHOD_LABELS } from '../../../../shared/expenses';
import { NeedsConnection } from '../../../offline/needs-connection';
import type { DebtView, MarkReceivedMutation } from '../api';
import { type SettleNotice, settleFailure } from '../feedback';
import { DebtCard } from './debt-card';

/** The four ways a payment is received (spec 001 §9), for every 'Payment method' select. */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

interface OwedRowProps {
  debt: DebtView;
  /** The step Mark Received runs: everywhere (/settle-up) or within one group (Group Expenses). */
  markReceived: MarkReceivedMutation;
  onNotice: (notice: SettleNotice | null) => void;
}

/** A debt owed to me: once the debtor marks it paid, I confirm receipt and say how I was paid. */
export function OwedRow({ debt, markReceived, onNotice }: OwedRowProps) {
  const name = debt.fromUser.fullName || 'User';
  return (
    <DebtCard
      heading={expenseMessages.owesYou(name)}
      amount={debt.amountCents}
      currency={debt.currency}
      status={debt.status}
    >
      {debt.status === 'verifying' ? (
        <ReceiveActions debt={debt} name={name} markReceived={markReceived} onNotice={onNotice} />
      ) : (
        <Text size="sm" c="dimmed">
          {name} has not marked this as paid yet.
        </Text>
      )}
    </DebtCard>
  );
}

function ReceiveActions({ debt, name, onNotice, ...props }: OwedRowProps & { name: string }) {
  const markReceived = useMutation(props.markReceived);
  // How the debtor said they paid, when they did; otherwise the creditor says it, nothing is assumed.
  const [method, setMethod] = useState<PaymentMethod | null>(debt.paidWith);
  const [unchosen, setUnchosen] = useState(false);

  const confirm = () => {
    onNotice(null);
    if (!method) {
      setUnchosen(true);
      return;
    }
    // Settled, the row leaves the list before the step ends; the promise still reports to the page.
    markReceived
      .mutateAsync({
        otherUserId: debt.fromUserId,
        amountCents: debt.amountCents,
        currency: debt.currency,
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
          placeholder="Choose a method"
          data={METHOD_OPTIONS}
          value={method}
          error={unchosen && !method ? expenseMessages.chooseMethod : undefined}
          onChange={(value) => {
            if (value) setMethod(value as PaymentMethod);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <NeedsConnection>
          <Button
            leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
            disabled={markReceived.isPending}
            onClick={confirm}
          >
            {markReceived.isPending ? 'Processing...' : 'Mark Received'}
          </Button>
        </NeedsConnection>
      </Group>
    </>
  );
}
