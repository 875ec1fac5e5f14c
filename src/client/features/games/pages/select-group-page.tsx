import { Button, Container, EmptyState, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { gameMessages } from '../../../../shared/games';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { openConfirm, openModal } from '../../../components/open-confirm';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { type GroupSummary, useGroups } from '../../groups/api';
import classes from '../components/group-choice.module.css';

const newGamePath = (groupId: string) => `/games/new?group_id=${encodeURIComponent(groupId)}`;

function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * /select-group-for-game (spec 001 §2): pick the active group the game is for. With a single active group
 * that has places there is nothing to choose, so the screen forwards at once (keeps "create a game from
 * home" within four steps).
 */
export function SelectGroupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const groups = useGroups();
  const active = groups.data?.groups.filter((group) => group.active) ?? [];
  const only = active.length === 1 && active[0] && active[0].placeCount > 0 ? active[0] : null;

  useEffect(() => {
    if (only) navigate(newGamePath(only.id), { replace: true });
  }, [only, navigate]);

  // The first screen of a visit has no history entry to go back to.
  const back = () => (location.key === 'default' ? navigate('/dashboard') : navigate(-1));

  const choose = (group: GroupSummary) => {
    if (group.placeCount > 0) {
      navigate(newGamePath(group.id));
      return;
    }
    if (group.role !== 'admin') {
      // Only an admin adds a group's places: a member is told so, with no button that would be refused.
      openModal({
        // Named, so a double click opens it once (as openConfirm does for its dialogs).
        modalId: 'add-place-first',
        title: gameMessages.addPlaceFirst,
        children: <Text size="sm">{gameMessages.adminAddsPlaces(group.name)}</Text>,
      });
      return;
    }
    openConfirm({
      title: gameMessages.addPlaceFirst,
      children: (
        <Text size="sm">
          At least one place is needed before creating a game. Add a place to {group.name} first.
        </Text>
      ),
      labels: { confirm: 'Add a place', cancel: 'Cancel' },
      onConfirm: () => navigate(`/places/create?group_id=${encodeURIComponent(group.id)}&from=game`),
    });
  };

  return (
    <Container size="sm" py="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        onClick={back}
        mb="sm"
        px="xs"
      >
        Back
      </Button>
      <PageHeader title="Select a Group" description="Which group is this game for?" />
      {groups.isPending || only ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={errorMessage(groups.error)} /> : null}
      {groups.data && active.length === 0 ? (
        <EmptyState icon={<IconUsersGroup aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{gameMessages.noActiveGroups}</EmptyState.Title>
          <EmptyState.Actions>
            <Button
              component={Link}
              to="/groups/create"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              Create Group
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : null}
      {active.length > 0 && !only ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {active.map((group) => (
            <li key={group.id}>
              <UnstyledButton className={classes.option} onClick={() => choose(group)}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {group.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {countLabel(group.memberCount, 'member')} · {countLabel(group.placeCount, 'place')}
                    </Text>
                  </div>
                  <IconChevronRight size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
