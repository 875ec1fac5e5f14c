import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { formatGameDate, formatGameTime, localTimeZone } from '../../../../shared/time';
import { errorMessage } from '../../../api';
import { debtMessages } from '../../../components/debts/debt-messages';
import { useMethodLabel } from '../../../components/debts/method-labels';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useFormatMoney } from '../../../components/use-money';
import { type SettledPayment, useSettleHistory } from '../../../data/settle';
import { useKnownText } from '../../../i18n/known-messages';
import { historyMessages } from '../settle-messages';

const wrap = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/** 'You paid Blake', 'Blake paid you', from my side; 'You and Blake were even' when debts cancelled out. */
function sentence(payment: SettledPayment, myUserId: string, intl: IntlShape): string {
  const nameOf = (person: SettledPayment['from']) =>
    person.fullName || intl.formatMessage(debtMessages.someone);
  const fromMe = payment.from.id === myUserId;
  const toMe = payment.to.id === myUserId;
  if (payment.method === 'offset') {
    return intl.formatMessage(historyMessages.even, { name: nameOf(fromMe ? payment.to : payment.from) });
  }
  if (fromMe) return intl.formatMessage(historyMessages.youPaid, { name: nameOf(payment.to) });
  if (toMe) return intl.formatMessage(historyMessages.paidYou, { name: nameOf(payment.from) });
  return intl.formatMessage(historyMessages.paid, { from: nameOf(payment.from), to: nameOf(payment.to) });
}

function PaymentRow({ payment, myUserId }: { payment: SettledPayment; myUserId: string }) {
  const textId = useId();
  const zone = localTimeZone();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const methodLabel = useMethodLabel();
  const method =
    payment.method === 'offset'
      ? intl.formatMessage(historyMessages.offset)
      : payment.method
        ? methodLabel(payment.method)
        : methodLabel('other');
  const details = {
    method,
    date: formatGameDate(payment.settledAt, zone, intl.locale),
    time: formatGameTime(payment.settledAt, zone, intl.locale),
    count: payment.shareCount,
  };
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={textId}>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
        <Text id={textId} fw={600} style={wrap}>
          {sentence(payment, myUserId, intl)}
        </Text>
        <Text fw={700} style={{ flexShrink: 0 }}>
          {formatMoney(payment.amountCents, payment.currency)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(
          payment.shareCount > 1 ? historyMessages.detailsWithCount : historyMessages.details,
          details,
        )}
      </Text>
    </Paper>
  );
}

/** Below 'All Debts' on /settle-up: payments already settled, newest first, a page at a time. */
export function SettleHistory({ myUserId }: { myUserId: string }) {
  const history = useSettleHistory();
  const intl = useIntl();
  const say = useKnownText();
  const payments = history.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="settle-history-heading">
      <Title order={2} id="settle-history-heading">
        <FormattedMessage {...historyMessages.title} />
      </Title>
      {history.isPending ? <PageLoader /> : null}
      {history.error ? <FormAlert message={say(errorMessage(history.error))} /> : null}
      {history.data && payments.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>
            <FormattedMessage {...historyMessages.empty} />
          </Text>
        </Paper>
      ) : null}
      {payments.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(historyMessages.list)}
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
            <FormattedMessage {...historyMessages.loadMore} />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
