import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { initialsOf } from '../../../../shared/initials';
import type { Member } from '../api';
import { membersMessages as m } from '../members-messages';

interface MemberRowProps {
  member: Member;
  isMe: boolean;
  /** The admin's buttons for this member, if any. */
  actions?: ReactNode;
}

/**
 * One member: initials, name, e-mail (when the viewer may see it), role badge and the day they joined, in the
 * viewer's time zone.
 */
export function MemberRow({ member, isMe, actions }: MemberRowProps) {
  const intl = useIntl();
  const name = member.fullName || intl.formatMessage(m.defaultName);
  const isAdmin = member.role === 'admin';
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" aria-label={name}>
      <Avatar variant="filled" color="indigo" radius="xl" aria-hidden="true">
        {initialsOf(member.fullName, member.email)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
          {isMe ? (
            <Text span c="dimmed" fw={400}>
              {' '}
              {intl.formatMessage(m.you)}
            </Text>
          ) : null}
        </Text>
        {/* The server sends an e-mail only to its owner and to the group's admins. */}
        {member.email ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        ) : null}
        <Group gap={8} mt={2}>
          <Badge
            variant="light"
            color={isAdmin ? 'indigo' : 'gray'}
            styles={{ label: { color: 'var(--mantine-color-text)' } }}
          >
            {intl.formatMessage(isAdmin ? m.admin : m.member)}
          </Badge>
          {member.isCreator ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.creator)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.joined, {
              date: (
                <time dateTime={member.joinedAt}>
                  {intl.formatDate(member.joinedAt, { month: 'short', day: 'numeric', year: 'numeric' })}
                </time>
              ),
            })}
          </Text>
        </Group>
        {actions ? (
          <Group gap="xs" mt="xs">
            {actions}
          </Group>
        ) : null}
      </div>
    </Group>
  );
}

interface MemberActionsProps {
  member: Member;
  isMe: boolean;
  busy: boolean;
  onRoleChange: (member: Member, role: 'admin' | 'member') => void;
  onRemove: (member: Member) => void;
}

/**
 * What an admin may do to a member: promote a member, demote an admin (the creator always stays one, spec
 * 000 §6), remove anyone but themselves. The server decides again, and says why when it refuses.
 */
export function MemberActions({ member, isMe, busy, onRoleChange, onRemove }: MemberActionsProps) {
  const intl = useIntl();
  const name = member.fullName || intl.formatMessage(m.defaultName);
  return (
    <>
      {member.role === 'member' ? (
        <Button
          variant="light"
          size="compact-sm"
          aria-label={intl.formatMessage(m.makeNameAdmin, { name })}
          disabled={busy}
          onClick={() => onRoleChange(member, 'admin')}
        >
          {intl.formatMessage(m.makeAdmin)}
        </Button>
      ) : null}
      {member.role === 'admin' && !member.isCreator ? (
        <Button
          variant="default"
          size="compact-sm"
          aria-label={
            isMe ? intl.formatMessage(m.stepDownAsAdmin) : intl.formatMessage(m.makeNameMember, { name })
          }
          disabled={busy}
          onClick={() => onRoleChange(member, 'member')}
        >
          {intl.formatMessage(isMe ? m.stepDown : m.makeMember)}
        </Button>
      ) : null}
      {isMe ? null : (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={intl.formatMessage(m.removeName, { name })}
          disabled={busy}
          onClick={() => onRemove(member)}
        >
          {intl.formatMessage(m.remove)}
        </Button>
      )}
    </>
  );
}
