import { Button, Group, Select, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants';
import type { DebtView, MarkReceivedMutation } from '../../data/settle';
import { NeedsConnection } from '../../offline/needs-connection';
import { DebtCard } from './debt-card';
import { debtMessages } from './debt-messages';
import { type SettleNotice, useSettleFailure } from './feedback';
import { useMethodLabel } from './method-labels';

/** The ways a payment is received (spec 001 §9), for every 'Payment method' select, in the viewer's language. */
export function useMethodOptions(): { value: PaymentMethod; label: string }[] {
  const methodLabel = useMethodLabel();
  return useMemo(
    () => PAYMENT_METHODS.map((method) => ({ value: method, label: methodLabel(method) })),
    [methodLabel],
  );
}

interface OwedRowProps {
  debt: DebtView;
  /** The step Mark Received runs: everywhere (/settle-up) or within one group (Group Expenses). */
  markReceived: MarkReceivedMutation;
  onNotice: (notice: SettleNotice | null) => void;
}

/** A debt owed to me: once the debtor marks it paid, I confirm receipt and say how I was paid. */
export function OwedRow({ debt, markReceived, onNotice }: OwedRowProps) {
  const intl = useIntl();
  const name = debt.fromUser.fullName || intl.formatMessage(debtMessages.someone);
  return (
    <DebtCard
      heading={intl.formatMessage(debtMessages.owesYou, { name })}
      amount={debt.amountCents}
      currency={debt.currency}
      status={debt.status}
    >
      {debt.status === 'verifying' ? (
        <ReceiveActions debt={debt} name={name} markReceived={markReceived} onNotice={onNotice} />
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage {...debtMessages.notMarkedYet} values={{ name }} />
        </Text>
      )}
    </DebtCard>
  );
}

function ReceiveActions({ debt, name, onNotice, ...props }: OwedRowProps & { name: string }) {
  const markReceived = useMutation(props.markReceived);
  const intl = useIntl();
  const methodLabel = useMethodLabel();
  const methodOptions = useMethodOptions();
  const settleFailure = useSettleFailure();
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
          onNotice({
            tone: 'info',
            message: intl.formatMessage(debtMessages.markedReceived, { method: methodLabel(method) }),
          }),
        (error: unknown) => onNotice(settleFailure(error)),
      );
  };

  return (
    <>
      <Text size="sm">
        <FormattedMessage {...debtMessages.markedPaidBy} values={{ name }} />
      </Text>
      <Group align="flex-end" gap="xs">
        <Select
          label={intl.formatMessage(debtMessages.paymentMethod)}
          placeholder={intl.formatMessage(debtMessages.chooseAMethod)}
          data={methodOptions}
          value={method}
          error={unchosen && !method ? intl.formatMessage(debtMessages.chooseMethod) : undefined}
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
            <FormattedMessage
              {...(markReceived.isPending ? debtMessages.processing : debtMessages.markReceived)}
            />
          </Button>
        </NeedsConnection>
      </Group>
    </>
  );
}
