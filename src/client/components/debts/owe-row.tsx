import { Button, Group, Text } from '@mantine/core';
import { useClipboard, useTimeout } from '@mantine/hooks';
import { IconCash, IconExternalLink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod } from '../../../shared/constants';
import { venmoPayUrl } from '../../../shared/expenses';
import { carries, type PayOption, payOptions } from '../../../shared/pay-links';
import type { DebtView, MarkPaidMutation } from '../../data/settle';
import { NeedsConnection } from '../../offline/needs-connection';
import { useFormatMoney } from '../use-money';
import { DebtCard } from './debt-card';
import { debtMessages, payWayMessages } from './debt-messages';
import { COPY_NOTE_MS, type SettleNotice, useSettleFailure, ZELLE_HINT_MS } from './feedback';
import { useMethodLabel } from './method-labels';
import { OpensInNewTab, PAY_WAY_COPIED, PayWayButton, PayWayDetails, payWayCopyFailed } from './pay-ways';

/** The note a Venmo payment carries. */
const VENMO_NOTE = 'Turnout';

interface OweRowProps {
  debt: DebtView;
  /** The step Mark Paid runs: everywhere (/settle-up) or within one group (Group Expenses). */
  markPaid: MarkPaidMutation;
  onNotice: (notice: SettleNotice | null) => void;
}

/**
 * A debt of mine: pay by Venmo, Zelle or another way the recipient has set that carries the debt's currency,
 * then mark it paid; once marked, wait for the recipient.
 */
export function OweRow({ debt, markPaid, onNotice }: OweRowProps) {
  const intl = useIntl();
  const name = debt.toUser.fullName || intl.formatMessage(debtMessages.someone);
  return (
    <DebtCard
      heading={intl.formatMessage(debtMessages.youOwe, { name })}
      amount={debt.amountCents}
      currency={debt.currency}
      status={debt.status}
    >
      {debt.status === 'verifying' ? (
        <Text size="sm">
          <FormattedMessage {...debtMessages.waiting} />
        </Text>
      ) : (
        <PayActions debt={debt} markPaid={markPaid} onNotice={onNotice} />
      )}
    </DebtCard>
  );
}

function PayActions({ debt, onNotice, ...props }: OweRowProps) {
  const markPaid = useMutation(props.markPaid);
  const intl = useIntl();
  const methodLabel = useMethodLabel();
  const settleFailure = useSettleFailure();
  const formatMoney = useFormatMoney();
  const venmo = useClipboard({ timeout: COPY_NOTE_MS });
  const zelle = useClipboard({ timeout: COPY_NOTE_MS });
  const [zelleHint, setZelleHint] = useState(false);
  // The pay button used before Mark Paid says how the money went; none means cash.
  const [paidWith, setPaidWith] = useState<PaymentMethod>('cash');
  const hintTimer = useTimeout(() => setZelleHint(false), ZELLE_HINT_MS);
  // Venmo and Zelle move US dollars only: in another currency they are not offered.
  const venmoId = carries('venmo', debt.currency) ? debt.toUser.venmoId : null;
  const zelleId = carries('zelle', debt.currency) ? debt.toUser.zelleId : null;
  const name = debt.toUser.fullName || intl.formatMessage(debtMessages.someone);
  const options = payOptions(debt.toUser.payAccounts, {
    amountMinor: debt.amountCents,
    currency: debt.currency,
    payeeName: name,
    reference: `Turnout: ${debt.fromUser.fullName || 'User'}`,
  });
  const other = useClipboard({ timeout: COPY_NOTE_MS });
  // The other way last chosen: its id is copied, and what to do with it stays shown.
  const [chosen, setChosen] = useState<PayOption | null>(null);

  const payBy = (option: PayOption) => {
    setPaidWith(option.way);
    setChosen(option);
    if (option.copy) other.copy(option.copy);
  };

  const payByZelle = (id: string) => {
    setPaidWith('zelle');
    zelle.copy(id);
    setZelleHint(true);
    hintTimer.clear();
    hintTimer.start();
  };

  const markAsPaid = () => {
    onNotice(null);
    // Marked, the row is redrawn as waiting before the step ends; the promise still reports to the page.
    markPaid
      .mutateAsync({
        otherUserId: debt.toUserId,
        amountCents: debt.amountCents,
        currency: debt.currency,
        paymentMethod: paidWith,
      })
      .then(
        () => onNotice({ tone: 'info', message: intl.formatMessage(debtMessages.markedSent) }),
        (error: unknown) => onNotice(settleFailure(error)),
      );
  };

  const copyNote = venmo.copied
    ? intl.formatMessage(payWayMessages.venmoCopied)
    : zelle.copied
      ? intl.formatMessage(payWayMessages.zelleCopied)
      : other.copied && chosen && chosen.way in PAY_WAY_COPIED
        ? intl.formatMessage(PAY_WAY_COPIED[chosen.way as keyof typeof PAY_WAY_COPIED])
        : venmo.error && venmoId
          ? intl.formatMessage(payWayMessages.venmoCopyFailed, { id: venmoId })
          : zelle.error && zelleId
            ? intl.formatMessage(payWayMessages.zelleCopyFailed, { id: zelleId })
            : other.error && chosen?.copy
              ? payWayCopyFailed(chosen, intl)
              : '';

  return (
    <>
      <Group gap="xs">
        {venmoId ? (
          <Button
            component="a"
            href={venmoPayUrl(venmoId, debt.amountCents, VENMO_NOTE)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            onClick={() => {
              setPaidWith('venmo');
              venmo.copy(venmoId);
            }}
          >
            {methodLabel('venmo')}
            <OpensInNewTab />
          </Button>
        ) : null}
        {zelleId ? (
          <Button variant="default" onClick={() => payByZelle(zelleId)}>
            {methodLabel('zelle')}
          </Button>
        ) : null}
        {options.map((option) => (
          <PayWayButton key={option.way} option={option} onChoose={() => payBy(option)} />
        ))}
        <NeedsConnection>
          <Button
            leftSection={<IconCash size={18} aria-hidden="true" />}
            disabled={markPaid.isPending}
            onClick={markAsPaid}
          >
            <FormattedMessage {...(markPaid.isPending ? debtMessages.markingPaid : debtMessages.markPaid)} />
          </Button>
        </NeedsConnection>
      </Group>
      <Text role="status" size="sm" fw={600} mih={20}>
        {copyNote}
      </Text>
      {zelleHint && zelleId ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage
            {...payWayMessages.zelleHint}
            values={{ amount: formatMoney(debt.amountCents, debt.currency), id: zelleId }}
          />
        </Text>
      ) : null}
      {chosen ? (
        <PayWayDetails
          option={chosen}
          amount={formatMoney(debt.amountCents, debt.currency)}
          payeeName={name}
        />
      ) : null}
    </>
  );
}
