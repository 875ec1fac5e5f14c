import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminMessages } from '../../../../shared/admin';
import { useAdminGroups } from '../api';
import { AdminList } from './admin-list';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Groups tab: the groups the user created or administers, each linking to its group page. */
export function AdminGroupsTab() {
  const groups = useAdminGroups();
  return (
    <AdminList
      query={{ ...groups, data: groups.data?.pages.flatMap((page) => page.groups) }}
      empty={adminMessages.noGroups}
      label="Groups you administer"
      keyOf={(g) => g.id}
    >
      {(group) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to={`/groups/${group.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Anchor>
            <Badge
              variant="light"
              color={group.active ? 'green' : 'gray'}
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
            >
              {group.active ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {count(group.memberCount, 'member')} · {count(group.gameCount, 'game')} ·{' '}
            {count(group.placeCount, 'place')}
          </Text>
        </>
      )}
    </AdminList>
  );
}
