import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { groupMessages } from '../../../../shared/groups';
import { initialsOf } from '../../../../shared/initials';
import { errorMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { type GroupDetail, useRemoveMember } from '../api';

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
  const removeMember = useRemoveMember(groupId);

  const confirmRemove = (member: Member) =>
    openConfirm({
      title: 'Remove member',
      children: <Text size="sm">{groupMessages.confirmRemoveMember}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        removeMember.mutate(member.id, { onError: (error) => onFailure(errorMessage(error)) });
      },
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="members-heading">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h3" id="members-heading">
          Members ({members.length})
        </Title>
        {/* Roles, joined dates and leaving live on the members screen. */}
        <Anchor component={Link} to={`/groups/${groupId}/members`} size="sm">
          {isAdmin ? 'Manage members' : 'View members'}
        </Anchor>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const name = member.fullName || 'User';
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
                        Admin
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
                  aria-label={`Remove ${name}`}
                  style={{ flexShrink: 0 }}
                  loading={removeMember.isPending && removeMember.variables === member.id}
                  onClick={() => confirmRemove(member)}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
