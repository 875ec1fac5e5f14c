import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconReceipt } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { groupText } from '../../../../shared/groups';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { InvitePanel } from '../../../components/invite/invite-panel';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { useGroup } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { GroupPlaces } from '../components/group-places';
import { GroupSettingsMenu } from '../components/group-settings-menu';
import { GroupTitle } from '../components/group-title';
import { MembersList } from '../components/members-list';
import { UpcomingGames } from '../components/upcoming-games';
import { groupsMessages, groupPageMessages as m } from '../groups-messages';

// The board loads apart, like the game page's discussion.
const DiscussionThread = lazy(() => import('../../../components/discussion/discussion-thread'));

/** /groups/:groupId: name, invite, members, upcoming games and places; admins manage it here. */
export function GroupDetailPage() {
  const intl = useIntl();
  const say = useKnownText();
  const groupId = useParams().groupId ?? '';
  const detail = useGroup(groupId);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(detail.data?.group.name ?? intl.formatMessage(m.details));

  if (detail.isPending) {
    return (
      <Container size="md" py="md">
        <PageLoader />
      </Container>
    );
  }

  if (detail.error) {
    // Non-members get the same 404 as a missing group, so the page cannot tell them apart either.
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Container size="md" py="md">
        <PageHeader title={intl.formatMessage(m.details)} />
        <Stack align="flex-start">
          <FormAlert
            message={notFound ? intl.formatMessage(groupText.notFound) : say(errorMessage(detail.error))}
          />
          <Button component={Link} to="/groups" variant="default">
            {intl.formatMessage(groupsMessages.backToGroups)}
          </Button>
        </Stack>
      </Container>
    );
  }

  const { group, me, members, upcomingGames, places } = detail.data;
  const isAdmin = me.role === 'admin';

  return (
    <Container size="md" py="md">
      <GroupTitle
        groupId={group.id}
        name={group.name}
        canRename={isAdmin && group.active}
        onFailure={setFailure}
        actions={
          isAdmin ? (
            <GroupSettingsMenu
              groupId={group.id}
              active={group.active}
              currency={group.currency}
              onFailure={setFailure}
            />
          ) : null
        }
      />
      <Stack gap="lg">
        <FormAlert message={failure} />
        {group.active ? null : (
          <Alert
            variant="light"
            color="yellow"
            title={intl.formatMessage(groupText.inactive)}
            icon={<IconPlayerPause size={18} aria-hidden="true" />}
            // Yellow-9 text on yellow-1 misses AA contrast; the yellow stays in the background and icon.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">{intl.formatMessage(groupText.deactivateWarning)}</Text>
          </Alert>
        )}
        {group.active ? <InvitePanel groupId={group.id} groupName={group.name} canManage={isAdmin} /> : null}
        <MembersList
          groupId={group.id}
          members={members}
          myUserId={me.userId}
          // An inactive group refuses removals: no Remove button while it is (the banner says why).
          isAdmin={isAdmin && group.active}
          onFailure={setFailure}
        />
        <Suspense fallback={null}>
          <DiscussionThread
            thread={{ kind: 'board', groupId: group.id }}
            me={me.userId}
            isAdmin={isAdmin}
            canWrite={group.active}
          />
        </Suspense>
        <UpcomingGames games={upcomingGames} />
        <Button
          component={Link}
          to={`/groups/${group.id}/expenses`}
          variant="default"
          leftSection={<IconReceipt size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage(m.expenses)}
        </Button>
        <GroupPlaces groupId={group.id} places={places} currency={group.currency} />
      </Stack>
    </Container>
  );
}
