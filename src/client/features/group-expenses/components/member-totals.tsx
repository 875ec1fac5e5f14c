import { Paper, Table, Text, Title } from '@mantine/core';
import { useFormatMoney } from '../../../components/use-money';
import type { MemberTotal } from '../api';

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
  const formatMoney = useFormatMoney();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-totals-heading">
      <Title order={2} id="member-totals-heading" mb="xs">
        Totals per Member
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Paid: what each person paid for the group's expenses. Owed: their share of those costs, settled or
        not.
      </Text>
      <Table aria-labelledby="member-totals-heading" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col" style={amountCell}>
              Paid
            </Table.Th>
            <Table.Th scope="col" style={amountCell}>
              Owed
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {member.fullName || 'User'}
                {member.userId === myUserId ? ' (you)' : null}
                {member.isMember ? null : (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    (left the group)
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
