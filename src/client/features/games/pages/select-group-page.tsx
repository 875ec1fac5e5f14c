import { Button, Container, EmptyState, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { gameText } from '../../../../shared/game-rules';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { openConfirm, openModal } from '../../../components/open-confirm';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { type GroupSummary, useGroups } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import classes from '../components/group-choice.module.css';
import { gameFormsMessages, gameRuleMessages, selectGroupMessages as m } from '../game-forms-messages';

const newGamePath = (groupId: string) => `/games/new?group_id=${encodeURIComponent(groupId)}`;

/**
 * /select-group-for-game (spec 001 §2): pick the active group the game is for. With a single active group
 * that has places there is nothing to choose, so the screen forwards at once (keeps "create a game from
 * home" within four steps).
 */
export function SelectGroupPage() {
  const intl = useIntl();
  const say = useKnownText();
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
        title: intl.formatMessage(gameText.addPlaceFirst),
        children: (
          <Text size="sm">{intl.formatMessage(gameRuleMessages.adminAddsPlaces, { group: group.name })}</Text>
        ),
      });
      return;
    }
    openConfirm({
      title: intl.formatMessage(gameText.addPlaceFirst),
      children: <Text size="sm">{intl.formatMessage(m.addPlaceTo, { group: group.name })}</Text>,
      labels: {
        confirm: intl.formatMessage(gameFormsMessages.addPlace),
        cancel: intl.formatMessage(gameFormsMessages.cancel),
      },
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
        {intl.formatMessage(m.back)}
      </Button>
      <PageHeader title={intl.formatMessage(m.screen)} description={intl.formatMessage(m.intro)} />
      {groups.isPending || only ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
      {groups.data && active.length === 0 ? (
        <EmptyState icon={<IconUsersGroup aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{intl.formatMessage(gameText.noActiveGroups)}</EmptyState.Title>
          <EmptyState.Actions>
            <Button
              component={Link}
              to="/groups/create"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {intl.formatMessage(m.createGroup)}
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
                      {intl.formatMessage(m.counts, { members: group.memberCount, places: group.placeCount })}
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
