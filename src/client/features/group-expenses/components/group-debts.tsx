import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { expenseText } from '../../../../shared/expenses';
import { DebtCard } from '../../../components/debts/debt-card';
import { MoneyTotals } from '../../../components/debts/money-totals';
import { OweRow } from '../../../components/debts/owe-row';
import { OwedRow } from '../../../components/debts/owed-row';
import { FormAlert } from '../../../components/form-alert';
import { useNote } from '../../../components/use-note';
import { type GroupBalances, useGroupMarkPaidMutation, useGroupMarkReceivedMutation } from '../api';
import { debtsMessages } from '../group-expenses-messages';

const listStyle = { p: 0, m: 0, style: { listStyle: 'none' } } as const;

const debtKey = (debt: { fromUserId: string; toUserId: string; status: string }) =>
  `${debt.fromUserId}|${debt.toUserId}|${debt.status}`;

/**
 * The group's open balances (spec 001 §2's Settle Up, within one group): my totals here, my debts with the
 * same rows and steps as /settle-up (acting on this group's shares only), then who owes whom among the others.
 */
export function GroupDebts({ groupId, balances }: { groupId: string; balances: GroupBalances }) {
  const intl = useIntl();
  const markPaid = useGroupMarkPaidMutation(groupId);
  const markReceived = useGroupMarkReceivedMutation(groupId);
  const [notice, setNotice] = useNote();
  const myId = balances.me.userId;
  const iOwe = balances.debts.filter((debt) => debt.fromUserId === myId);
  const owedToMe = balances.debts.filter((debt) => debt.toUserId === myId);
  // Everyone in a debt between others shares in the group's expenses, so is among the member totals.
  const names = new Map(balances.members.map((member) => [member.userId, member.fullName]));
  const nameOf = (userId: string) => names.get(userId) || intl.formatMessage(debtsMessages.defaultName);

  return (
    <Stack component="section" gap="md" aria-labelledby="balances-heading">
      <Title order={2} id="balances-heading">
        {intl.formatMessage(debtsMessages.balances)}
      </Title>
      <MoneyTotals totals={[{ currency: balances.group.currency, ...balances.totals }]} />
      <FormAlert message={notice?.message} tone={notice?.tone} />
      {balances.debts.length === 0 && balances.others.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>{intl.formatMessage(expenseText.noDebts)}</Text>
        </Paper>
      ) : null}
      {iOwe.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="you-owe-heading">
          <Title order={3} id="you-owe-heading">
            {intl.formatMessage(debtsMessages.youOwe)}
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
            {intl.formatMessage(debtsMessages.owedToYou)}
          </Title>
          <Stack component="ul" gap="sm" {...listStyle}>
            {owedToMe.map((debt) => (
              <OwedRow key={debtKey(debt)} debt={debt} markReceived={markReceived} onNotice={setNotice} />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {balances.others.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="between-others-heading">
          <Title order={3} id="between-others-heading">
            {intl.formatMessage(debtsMessages.betweenOthers)}
          </Title>
          <Stack component="ul" gap="sm" {...listStyle}>
            {balances.others.map((debt) => {
              const from = nameOf(debt.fromUserId);
              return (
                <DebtCard
                  key={debtKey(debt)}
                  heading={intl.formatMessage(debtsMessages.owes, { from, to: nameOf(debt.toUserId) })}
                  amount={debt.amountCents}
                  currency={balances.group.currency}
                >
                  <Text size="sm" c="dimmed">
                    {debt.status === 'verifying'
                      ? intl.formatMessage(expenseText.markedPaidBy, { name: from })
                      : intl.formatMessage(debtsMessages.notMarkedPaid, { name: from })}
                  </Text>
                </DebtCard>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
