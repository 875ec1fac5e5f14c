import { Paper, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../../components/use-money';
import type { MemberTotal } from '../api';
import { debtsMessages, totalsMessages } from '../group-expenses-messages';

const amountCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * What each person paid for the group's games and what they owe (their shares, settled or not), over the
 * expenses listed below. Someone who left the group still appears while money of theirs is there.
 */
export function MemberTotals({
  members,
  myUserId,
  currency,
}: {
  members: MemberTotal[];
  myUserId: string;
  /** The group's currency, which every total is in. */
  currency: string;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-totals-heading">
      <Title order={2} id="member-totals-heading" mb="xs">
        {intl.formatMessage(totalsMessages.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intl.formatMessage(totalsMessages.explained)}
      </Text>
      <Table aria-labelledby="member-totals-heading" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{intl.formatMessage(totalsMessages.member)}</Table.Th>
            <Table.Th scope="col" style={amountCell}>
              {intl.formatMessage(totalsMessages.paid)}
            </Table.Th>
            <Table.Th scope="col" style={amountCell}>
              {intl.formatMessage(totalsMessages.owed)}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {member.userId === myUserId
                  ? intl.formatMessage(totalsMessages.memberYou, {
                      name: member.fullName || intl.formatMessage(debtsMessages.defaultName),
                    })
                  : member.fullName || intl.formatMessage(debtsMessages.defaultName)}
                {member.isMember ? null : (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {intl.formatMessage(totalsMessages.leftGroup)}
                  </Text>
                )}
              </Table.Th>
              <Table.Td style={amountCell}>{formatMoney(member.paidCents, currency)}</Table.Td>
              <Table.Td style={amountCell}>{formatMoney(member.owedCents, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
