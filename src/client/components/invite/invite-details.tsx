import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { InviteState } from '../../../shared/groups';
import type { Invite } from '../../data/groups';
import { formatDay, formatTime } from '../../i18n/format-day';
import { inviteMessages as m } from './invite-messages';

interface InviteDetailsProps {
  invite: NonNullable<Invite['invite']>;
  state: InviteState;
}

/** The code, large and monospaced so it can be read out, with its state, expiry and uses. */
export function InviteDetails({ invite, state }: InviteDetailsProps) {
  const intl = useIntl();
  const pastExpiry = new Date(invite.expiresAt).getTime() <= Date.now();
  return (
    <div>
      <Group gap="sm" align="center">
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.code)}
        </Text>
        <Badge variant="dot" color={state === 'active' ? 'teal' : 'gray'}>
          {intl.formatMessage(state === 'active' ? m.active : m.expired)}
        </Badge>
      </Group>
      <Text ff="monospace" fz={40} fw={700} lts={8} lh={1.2}>
        {invite.code}
      </Text>
      <Text size="sm">
        {intl.formatMessage(pastExpiry ? m.expiredOn : m.expiresOn, {
          moment: (
            <time dateTime={invite.expiresAt}>
              {intl.formatMessage(m.moment, {
                day: formatDay(invite.expiresAt),
                time: formatTime(invite.expiresAt),
              })}
            </time>
          ),
        })}
      </Text>
      <Text size="sm">
        {invite.maxUses === null
          ? intl.formatMessage(m.usesUnlimited, { count: invite.currentUses })
          : intl.formatMessage(m.usesLimited, { count: invite.currentUses, max: invite.maxUses })}
      </Text>
    </div>
  );
}
