import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { SettleNotice } from '../../../components/debts/feedback';
import { ShareStatusBadge } from '../../../components/share-status-badge';
import { useFormatMoney } from '../../../components/use-money';
import type { MyExpense } from '../../../data/expenses';
import { myShareMessages } from '../my-share-messages';
import { MarkSharePaid } from './share-actions';

type OwnShare = NonNullable<MyExpense['myShares']>[number];

/**
 * The viewer's shares of one expense listed one by one when there are several (toward each payer, for each guest
 * they brought): whom each is owed to, its state, and its own Mark Paid. Their own share toward themselves was
 * settled at once and is left out unless it is a guest's.
 */
export function MyShareList({
  shares,
  currency,
  myUserId,
  onNotice,
}: {
  shares: readonly OwnShare[];
  currency: string;
  myUserId: string;
  onNotice: (notice: SettleNotice | null) => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const listed = shares.filter((share) => share.paidBy !== myUserId || share.guestName !== null);
  const say = (share: OwnShare) => {
    const amount = formatMoney(share.amountCents, currency);
    if (share.paidBy === myUserId)
      return intl.formatMessage(myShareMessages.yourOwnFor, { guest: share.guestName ?? '', amount });
    return share.guestName === null
      ? intl.formatMessage(myShareMessages.youOwe, { name: share.paidByName, amount })
      : intl.formatMessage(myShareMessages.youOweFor, {
          name: share.paidByName,
          amount,
          guest: share.guestName,
        });
  };
  return (
    <Stack
      component="ul"
      gap={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={intl.formatMessage(myShareMessages.yourShares)}
    >
      {listed.map((share) => (
        <Group component="li" key={share.id} gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {say(share)}
          </Text>
          <ShareStatusBadge status={share.status} />
          {share.status === 'pending' && share.paidBy !== myUserId ? (
            <MarkSharePaid shareId={share.id} onNotice={onNotice} />
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
