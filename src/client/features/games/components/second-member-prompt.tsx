import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { DEFAULT_MIN_PEOPLE, gameMessages } from '../../../../shared/games';
import { InvitePanel } from '../../groups/components/invite-panel';

interface SecondMemberPromptProps {
  group: { id: string; name: string; memberCount: number; role: 'admin' | 'member' };
}

/**
 * A group of one cannot plan a game (a game needs two people): said before the form is filled in, with the
 * group's invite a tap away, the same invite its page shows. The invite stays open when a friend joins
 * meanwhile (the prompt itself goes), so more friends can still be invited.
 */
export function SecondMemberPrompt({ group }: SecondMemberPromptProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const alone = group.memberCount < DEFAULT_MIN_PEOPLE;
  if (!alone && !opened) return null;
  return (
    <>
      {alone ? (
        <Alert variant="light" color="indigo" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{gameMessages.needsSecondMember}</Text>
            <Button size="sm" leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={open}>
              Invite friends
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Modal
        opened={opened}
        onClose={close}
        title={`Invite to ${group.name}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <InvitePanel groupId={group.id} groupName={group.name} canManage={group.role === 'admin'} />
      </Modal>
    </>
  );
}
