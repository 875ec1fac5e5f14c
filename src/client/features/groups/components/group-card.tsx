import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GroupSummary } from '../../../data/groups';
import { groupsMessages as m } from '../groups-messages';
import { MemberInitials } from './member-initials';

/** One group in the list: its name links to the group page. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const intl = useIntl();
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
                {intl.formatMessage(m.inactive)}
              </Badge>
            )}
            <Badge color={group.role === 'admin' ? 'indigo' : 'gray'} variant="light">
              {intl.formatMessage(group.role === 'admin' ? m.admin : m.member)}
            </Badge>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.counts, {
              members: group.memberCount,
              games: group.gameCount,
              places: group.placeCount,
            })}
          </Text>
          <MemberInitials initials={group.memberInitials} />
        </Group>
      </Stack>
    </Card>
  );
}
