import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCash, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { expenseText, paymentMethodText } from '../../../../shared/expenses';
import { type SettleNotice, useSettleFailure } from '../../../components/debts/feedback';
import { useFormatMoney } from '../../../components/use-money';
import type { MyExpense } from '../../../data/expenses';
import { useMarkSharePaid, useMarkShareReceived } from '../../../data/settle';
import { NeedsConnection } from '../../../offline/needs-connection';
import { shareMessages } from '../expenses-messages';
import { myShareMessages } from '../my-share-messages';

type Notify = (notice: SettleNotice | null) => void;

/** Mark Paid on my own share of one expense (pending → verifying), as Settle Up's button reads. */
export function MarkSharePaid({ shareId, onNotice }: { shareId: string; onNotice: Notify }) {
  const intl = useIntl();
  const markPaid = useMarkSharePaid();
  const settleFailure = useSettleFailure();
  const mark = () => {
    onNotice(null);
    markPaid.mutateAsync(shareId).then(
      () => onNotice({ tone: 'info', message: intl.formatMessage(expenseText.markedSent) }),
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
        {intl.formatMessage(markPaid.isPending ? shareMessages.markingPaid : shareMessages.markPaid)}
      </Button>
    </NeedsConnection>
  );
}

type ShareToConfirm = MyExpense['toConfirm'][number];

/**
 * A share of an expense I paid that its debtor marked paid (a guest's share named by its guest): confirm it with how it came (verifying → settled).
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
  const intl = useIntl();
  const markReceived = useMarkShareReceived();
  const settleFailure = useSettleFailure();
  const formatMoney = useFormatMoney();
  // How the debtor said they paid; otherwise the creditor says it, nothing is assumed.
  const [method, setMethod] = useState<PaymentMethod | null>(share.paidWith);
  const [unchosen, setUnchosen] = useState(false);
  const textId = useId();
  const name = share.fullName || intl.formatMessage(shareMessages.defaultName);
  const methodOptions = PAYMENT_METHODS.map((value) => ({
    value,
    label: intl.formatMessage(paymentMethodText[value]),
  }));
  const confirm = () => {
    onNotice(null);
    if (!method) {
      setUnchosen(true);
      return;
    }
    markReceived.mutateAsync({ shareId: share.id, paymentMethod: method }).then(
      () =>
        onNotice({
          tone: 'info',
          message: intl.formatMessage(expenseText.markedReceived, {
            method: intl.formatMessage(paymentMethodText[method]),
          }),
        }),
      (error: unknown) => onNotice(settleFailure(error)),
    );
  };
  return (
    <Stack component="li" gap={6} aria-labelledby={textId}>
      <Text id={textId} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {share.guestName
          ? intl.formatMessage(myShareMessages.markedPaidFor, { name, guest: share.guestName })
          : intl.formatMessage(expenseText.markedPaidBy, { name })}{' '}
        <strong>{formatMoney(share.amountCents, currency)}</strong>
      </Text>
      {share.netted ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(shareMessages.netted, {
            settleUp: (
              <Anchor key="settle-up" component={Link} to="/settle-up" inherit>
                {intl.formatMessage(shareMessages.settleUpLink)}
              </Anchor>
            ),
          })}
        </Text>
      ) : (
        <Group align="flex-end" gap="xs">
          <Select
            label={intl.formatMessage(shareMessages.paymentMethod)}
            placeholder={intl.formatMessage(shareMessages.chooseMethod)}
            size="xs"
            data={methodOptions}
            value={method}
            error={unchosen && !method ? intl.formatMessage(expenseText.chooseMethod) : undefined}
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
              {intl.formatMessage(
                markReceived.isPending ? shareMessages.processing : shareMessages.markReceived,
              )}
            </Button>
          </NeedsConnection>
        </Group>
      )}
    </Stack>
  );
}
