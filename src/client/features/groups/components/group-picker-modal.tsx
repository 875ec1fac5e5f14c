import { Button, EmptyState, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { groupsMessages, groupPickerMessages as m } from '../groups-messages';
import classes from './group-picker-modal.module.css';
import { MemberInitials } from './member-initials';

interface GroupPickerModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Select a Group' (spec 000 §2): choosing a group starts a new game in it. Inactive groups take no new
 * games (§4), so only active groups are offered.
 */
export function GroupPickerModal({ opened, onClose }: GroupPickerModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const navigate = useNavigate();
  const groups = useGroups({ enabled: opened });
  const active = groups.data?.groups.filter((group) => group.active) ?? [];

  const choose = (groupId: string) => {
    onClose();
    navigate(`/games/new?group_id=${encodeURIComponent(groupId)}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
      styles={{ content: { maxHeight: '80vh' } }}
    >
      {groups.isPending ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
      {groups.data && active.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup aria-hidden="true" />}
          title={intl.formatMessage(groups.data.groups.length === 0 ? m.noGroups : m.noActiveGroups)}
          description={intl.formatMessage(m.hint)}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/groups/create" onClick={onClose}>
              {intl.formatMessage(groupsMessages.createGroup)}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : null}
      {active.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {active.map((group) => (
            <li key={group.id}>
              <UnstyledButton className={classes.option} onClick={() => choose(group.id)}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {group.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage(groupsMessages.memberCount, { count: group.memberCount })}
                    </Text>
                  </div>
                  <MemberInitials initials={group.memberInitials} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}
