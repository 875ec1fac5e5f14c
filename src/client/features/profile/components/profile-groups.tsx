import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { profileText } from '../../../../shared/profile';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { profileScreenMessages as m } from '../profile-messages';

/** The user's groups with their role and a View link (spec 000 §2). */
export function ProfileGroups() {
  const groups = useGroups();
  const intl = useIntl();
  const say = useKnownText();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="your-groups">
      <Title order={2} size="h3" mb="md" id="your-groups">
        <FormattedMessage {...m.yourGroups} />
      </Title>
      {groups.isPending ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
      {groups.data?.groups.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(profileText.noGroups)}</Text>
      ) : null}
      {groups.data?.groups.length ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(m.yourGroupsList)}
        >
          {groups.data.groups.map((group) => (
            <Group component="li" key={group.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {group.name}
                </Text>
                <Badge
                  variant="light"
                  color={group.role === 'admin' ? 'indigo' : 'gray'}
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  <FormattedMessage {...(group.role === 'admin' ? m.admin : m.member)} />
                </Badge>
              </Group>
              <Anchor
                component={Link}
                to={`/groups/${group.id}`}
                aria-label={intl.formatMessage(m.viewGroup, { group: group.name })}
              >
                <FormattedMessage {...m.view} />
              </Anchor>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
