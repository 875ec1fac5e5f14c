import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { adminText } from '../../../../shared/admin';
import { adminScreenMessages as messages } from '../admin-messages';
import { useAdminGroups } from '../api';
import { AdminList } from './admin-list';

/** Groups tab: the groups the user created or administers, each linking to its group page. */
export function AdminGroupsTab() {
  const intl = useIntl();
  const groups = useAdminGroups();
  return (
    <AdminList
      query={{ ...groups, data: groups.data?.pages.flatMap((page) => page.groups) }}
      empty={intl.formatMessage(adminText.noGroups)}
      label={intl.formatMessage(messages.groupsList)}
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
              {intl.formatMessage(group.active ? messages.active : messages.inactive)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.counts, {
              members: group.memberCount,
              games: group.gameCount,
              places: group.placeCount,
            })}
          </Text>
        </>
      )}
    </AdminList>
  );
}
