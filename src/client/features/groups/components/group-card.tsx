import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { GroupSummary } from '../api';
import { MemberInitials, memberCountLabel } from './member-initials';

/** One group in the list: its name links to the group page. */
export function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/groups/${group.id}`} inherit>
              {group.name}
            </Anchor>
          </Title>
          <Group gap={6} wrap="nowrap">
            {group.active ? null : (
              <Badge color="gray" variant="light">
                Inactive
              </Badge>
            )}
            <Badge color={group.role === 'admin' ? 'indigo' : 'gray'} variant="light">
              {group.role === 'admin' ? 'Admin' : 'Member'}
            </Badge>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {memberCountLabel(group.memberCount)} ·{' '}
            {group.gameCount === 1 ? '1 game' : `${group.gameCount} games`} ·{' '}
            {group.placeCount === 1 ? '1 place' : `${group.placeCount} places`}
          </Text>
          <MemberInitials initials={group.memberInitials} />
        </Group>
      </Stack>
    </Card>
  );
}
