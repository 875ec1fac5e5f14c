import { Box, Button, Container, EmptyState, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBallTennis, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { GroupCard } from '../components/group-card';
import { GroupPickerModal } from '../components/group-picker-modal';
import { groupsMessages as m } from '../groups-messages';

/** /groups: the user's groups, a create button and the way into a new game. */
export function GroupsPage() {
  const intl = useIntl();
  const say = useKnownText();
  const groups = useGroups();
  const [pickerOpened, picker] = useDisclosure(false);
  const list = groups.data?.groups ?? [];
  // A note from the screen that sent the user here (e.g. after leaving a group).
  const note = (useLocation().state as { note?: string } | null)?.note;

  return (
    <Container size="md" py="md">
      {/* With no groups yet the empty state carries the one Create Group button; New Game needs a group. */}
      <PageHeader
        title={intl.formatMessage(m.title)}
        actions={list.length > 0 ? <GroupsActions onNewGame={picker.open} /> : null}
      />
      {note ? (
        <Box mb="md">
          <FormAlert tone="info" message={note} />
        </Box>
      ) : null}
      {groups.isPending ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
      {groups.data && list.length === 0 ? (
        <EmptyState icon={<IconUsersGroup aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{intl.formatMessage(m.noGroups)}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage(m.noGroupsHint)}</EmptyState.Description>
          <EmptyState.Actions>
            <CreateGroupButton />
          </EmptyState.Actions>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </Stack>
      ) : null}
      <GroupPickerModal opened={pickerOpened} onClose={picker.close} />
    </Container>
  );
}

function CreateGroupButton() {
  const intl = useIntl();
  return (
    <Button component={Link} to="/groups/create" leftSection={<IconPlus size={18} aria-hidden="true" />}>
      {intl.formatMessage(m.createGroup)}
    </Button>
  );
}

function GroupsActions({ onNewGame }: { onNewGame: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBallTennis size={18} aria-hidden="true" />}
        onClick={onNewGame}
      >
        {intl.formatMessage(m.newGame)}
      </Button>
      <CreateGroupButton />
    </>
  );
}
