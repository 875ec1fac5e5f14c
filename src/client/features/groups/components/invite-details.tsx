import { Badge, Group, Text } from '@mantine/core';
import type { InviteState } from '../../../../shared/groups';
import type { Invite } from '../api';
import { formatDay, formatTime } from '../format';

interface InviteDetailsProps {
  invite: NonNullable<Invite['invite']>;
  state: InviteState;
}

/** The code, large and monospaced so it can be read out, with its state, expiry and uses. */
export function InviteDetails({ invite, state }: InviteDetailsProps) {
  const pastExpiry = new Date(invite.expiresAt).getTime() <= Date.now();
  return (
    <div>
      <Group gap="sm" align="center">
        <Text size="sm" fw={600}>
          Invite code
        </Text>
        <Badge variant="dot" color={state === 'active' ? 'teal' : 'gray'}>
          {state === 'active' ? 'Active' : 'Expired'}
        </Badge>
      </Group>
      <Text ff="monospace" fz={40} fw={700} lts={8} lh={1.2}>
        {invite.code}
      </Text>
      <Text size="sm">
        {pastExpiry ? 'Expired' : 'Expires'}{' '}
        <time dateTime={invite.expiresAt}>
          {formatDay(invite.expiresAt)} at {formatTime(invite.expiresAt)}
        </time>
      </Text>
      <Text size="sm">
        Uses:{' '}
        {invite.maxUses === null
          ? `${invite.currentUses} (no limit)`
          : `${invite.currentUses} / ${invite.maxUses}`}
      </Text>
    </div>
  );
}
