import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { MoneyTotals } from '../../../components/debts/money-totals';
import { OweRow } from '../../../components/debts/owe-row';
import { OwedRow } from '../../../components/debts/owed-row';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useNote } from '../../../components/use-note';
import { useMe } from '../../../data/me';
import {
  type DebtView,
  useMarkPaidMutation,
  useMarkReceivedMutation,
  useSettleUp,
} from '../../../data/settle';
import { useKnownText } from '../../../i18n/known-messages';
import { SettleHistory } from '../components/settle-history';
import { settlePageMessages } from '../settle-messages';

const listStyle = { p: 0, m: 0, style: { listStyle: 'none' } } as const;

const debtKey = (debt: DebtView) => `${debt.fromUserId}|${debt.toUserId}|${debt.status}|${debt.currency}`;

/** /settle-up (spec 001 §2): totals, every debt I owe or am owed with its next step, then what was settled. */
export function SettleUpPage() {
  const settle = useSettleUp();
  const me = useMe();
  const markPaid = useMarkPaidMutation();
  const markReceived = useMarkReceivedMutation();
  const [notice, setNotice] = useNote();
  const intl = useIntl();
  const say = useKnownText();
  const debts = settle.data?.debts ?? [];
  const myId = me.data?.user.id;
  const iOwe = debts.filter((debt) => debt.fromUserId === myId);
  const owedToMe = debts.filter((debt) => debt.toUserId === myId);

  return (
    <Container size="sm" py="md">
      <PageHeader
        title={intl.formatMessage(settlePageMessages.title)}
        actions={
          <Button
            component={Link}
            to="/expenses"
            variant="default"
            leftSection={<IconReceipt size={18} aria-hidden="true" />}
          >
            <FormattedMessage {...settlePageMessages.viewAllExpenses} />
          </Button>
        }
      />
      {settle.isPending || me.isPending ? <PageLoader /> : null}
      {settle.error || me.error ? <FormAlert message={say(errorMessage(settle.error ?? me.error))} /> : null}
      {settle.data && me.data ? (
        <Stack gap="lg">
          <MoneyTotals totals={settle.data.totals} />
          <FormAlert message={notice?.message} tone={notice?.tone} />
          <Stack component="section" gap="md" aria-labelledby="all-debts-heading">
            <Title order={2} id="all-debts-heading">
              <FormattedMessage {...settlePageMessages.allDebts} />
            </Title>
            {debts.length === 0 ? (
              <Paper withBorder p="lg">
                <Text>
                  <FormattedMessage {...settlePageMessages.noDebts} />
                </Text>
              </Paper>
            ) : null}
            {iOwe.length > 0 ? (
              <Stack component="section" gap="sm" aria-labelledby="you-owe-heading">
                <Title order={3} id="you-owe-heading">
                  <FormattedMessage {...settlePageMessages.youOwe} />
                </Title>
                <Stack component="ul" gap="sm" {...listStyle}>
                  {iOwe.map((debt) => (
                    <OweRow key={debtKey(debt)} debt={debt} markPaid={markPaid} onNotice={setNotice} />
                  ))}
                </Stack>
              </Stack>
            ) : null}
            {owedToMe.length > 0 ? (
              <Stack component="section" gap="sm" aria-labelledby="owed-to-you-heading">
                <Title order={3} id="owed-to-you-heading">
                  <FormattedMessage {...settlePageMessages.owedToYou} />
                </Title>
                <Stack component="ul" gap="sm" {...listStyle}>
                  {owedToMe.map((debt) => (
                    <OwedRow
                      key={debtKey(debt)}
                      debt={debt}
                      markReceived={markReceived}
                      onNotice={setNotice}
                    />
                  ))}
                </Stack>
              </Stack>
            ) : null}
          </Stack>
          <SettleHistory myUserId={me.data.user.id} />
        </Stack>
      ) : null}
    </Container>
  );
}
