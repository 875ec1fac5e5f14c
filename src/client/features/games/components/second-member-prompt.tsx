import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { DEFAULT_MIN_PEOPLE, gameText } from '../../../../shared/game-rules';
import { InvitePanel } from '../../../components/invite/invite-panel';
import { gameFormsMessages, newGameMessages as m } from '../game-forms-messages';

interface SecondMemberPromptProps {
  group: { id: string; name: string; memberCount: number; role: 'admin' | 'member' };
}

/**
 * A group of one cannot plan a game (a game needs two people): said before the form is filled in, with the
 * group's invite a tap away, the same invite its page shows. The invite stays open when a friend joins
 * meanwhile (the prompt itself goes), so more friends can still be invited.
 */
export function SecondMemberPrompt({ group }: SecondMemberPromptProps) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const alone = group.memberCount < DEFAULT_MIN_PEOPLE;
  if (!alone && !opened) return null;
  return (
    <>
      {alone ? (
        <Alert variant="light" color="indigo" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{intl.formatMessage(gameText.needsSecondMember)}</Text>
            <Button size="sm" leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={open}>
              {intl.formatMessage(m.inviteFriends)}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Modal
        opened={opened}
        onClose={close}
        title={intl.formatMessage(m.inviteTo, { group: group.name })}
        closeButtonProps={{ 'aria-label': intl.formatMessage(gameFormsMessages.close) }}
      >
        <InvitePanel groupId={group.id} groupName={group.name} canManage={group.role === 'admin'} />
      </Modal>
    </>
  );
}
