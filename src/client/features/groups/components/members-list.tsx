import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { groupText } from '../../../../shared/groups';
import { initialsOf } from '../../../../shared/initials';
import { errorMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { type GroupDetail, useRemoveMember } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { groupsMessages, groupPageMessages as m } from '../groups-messages';

type Member = GroupDetail['members'][number];

interface MembersListProps {
  groupId: string;
  members: Member[];
  myUserId: string;
  isAdmin: boolean;
  onFailure: (message: string | null) => void;
}

/** Everyone in the group; admins may remove anyone but themselves (spec 000 §2). */
export function MembersList({ groupId, members, myUserId, isAdmin, onFailure }: MembersListProps) {
  const intl = useIntl();
  const say = useKnownText();
  const removeMember = useRemoveMember(groupId);

  const confirmRemove = (member: Member) =>
    openConfirm({
      title: intl.formatMessage(m.removeMember),
      children: <Text size="sm">{intl.formatMessage(groupText.confirmRemoveMember)}</Text>,
      labels: { confirm: intl.formatMessage(m.remove), cancel: intl.formatMessage(groupsMessages.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        removeMember.mutate(member.id, { onError: (error) => onFailure(say(errorMessage(error))) });
      },
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="members-heading">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h3" id="members-heading">
          {intl.formatMessage(m.members, { count: members.length })}
        </Title>
        {/* Roles, joined dates and leaving live on the members screen. */}
        <Anchor component={Link} to={`/groups/${groupId}/members`} size="sm">
          {intl.formatMessage(isAdmin ? m.manageMembers : m.viewMembers)}
        </Anchor>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const name = member.fullName || intl.formatMessage(groupsMessages.defaultName);
          const removable = isAdmin && member.userId !== myUserId;
          return (
            <Group component="li" key={member.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
                <Avatar variant="filled" color="indigo" radius="xl" aria-hidden="true">
                  {initialsOf(member.fullName, member.email)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {member.role === 'admin' ? (
                      <Badge size="sm" variant="light">
                        {intl.formatMessage(groupsMessages.admin)}
                      </Badge>
                    ) : null}
                  </Group>
                  {/* The server sends an e-mail only to its owner and to the group's admins. */}
                  {member.email ? (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                  ) : null}
                </div>
              </Group>
              {removable ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={intl.formatMessage(m.removeName, { name })}
                  style={{ flexShrink: 0 }}
                  loading={removeMember.isPending && removeMember.variables === member.id}
                  onClick={() => confirmRemove(member)}
                >
                  {intl.formatMessage(m.remove)}
                </Button>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
