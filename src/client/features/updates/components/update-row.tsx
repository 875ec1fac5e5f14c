import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '../../../../shared/time';
import { describeUpdate, type UpdateEntry, updateLink } from '../../../../shared/update-text';
import type { SettleNotice } from '../../../components/debts/feedback';
import { OwedRow } from '../../../components/debts/owed-row';
import type { DebtView, MarkReceivedMutation } from '../../../data/settle';
import { updatesPageMessages } from '../updates-page-messages';

interface UpdateRowProps {
  entry: UpdateEntry;
  /** Unread when the feed first showed it: the marker stays for the visit, though the server now has it read. */
  fresh: boolean;
  timeZone: string;
  /** For 'payment_marked': the debt that payment waits on, still to confirm; Mark Received is offered here. */
  waitingDebt?: DebtView;
  markReceived: MarkReceivedMutation;
  onNotice: (notice: SettleNotice | null) => void;
}

/** One feed entry: its sentence (a link to its screen), when it happened, and for a payment, the next step. */
export function UpdateRow({ entry, fresh, timeZone, waitingDebt, markReceived, onNotice }: UpdateRowProps) {
  const textId = useId();
  const intl = useIntl();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-labelledby={textId}
      style={fresh ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Anchor
            id={textId}
            component={Link}
            to={updateLink(entry)}
            fw={fresh ? 700 : 500}
            style={{ minWidth: 0 }}
          >
            {describeUpdate(entry, timeZone, intl)}
          </Anchor>
          {fresh ? (
            <Text component="span" size="xs" c="red" fw={700} style={{ flexShrink: 0 }}>
              <FormattedMessage {...updatesPageMessages.new} />
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            {...updatesPageMessages.when}
            values={{
              date: formatGameDate(entry.createdAt, timeZone, intl.locale),
              time: formatGameTime(entry.createdAt, timeZone, intl.locale),
            }}
          />
        </Text>
        {entry.kind === 'payment_marked' && waitingDebt ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <OwedRow debt={waitingDebt} markReceived={markReceived} onNotice={onNotice} />
          </ul>
        ) : null}
      </Stack>
    </Paper>
  );
}
