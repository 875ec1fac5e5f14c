import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../shared/i18n/define';
import { errorMessage } from '../../../api';
import { useAcknowledgeUpdate } from '../../../data/games';
import { RefusalLater } from './refusal-later';

// Shown on the games list's cards too: its words are the first screen's (games area).
const m = defineMessages({
  updated: { id: 'games.updated.title', defaultMessage: 'This game was updated' },
  dismiss: { id: 'games.updated.dismiss', defaultMessage: 'Dismiss' },
  dismissUpdateTo: { id: 'games.updated.dismissUpdateTo', defaultMessage: 'Dismiss update to {title}' },
});

interface UpdatedNoticeProps {
  gameId: string;
  groupId: string;
  updateId: string;
  /** The game's title, so each Dismiss button has a name of its own in a list of cards. */
  title: string;
  /** What changed, one sentence each (the game page says it; a card does not). */
  details?: readonly string[];
}

/** Spec 001 §4: a change made in the last 24 hours that I have not acknowledged; Dismiss hides it for me. */
export function UpdatedNotice({ gameId, groupId, updateId, title, details = [] }: UpdatedNoticeProps) {
  const intl = useIntl();
  const acknowledge = useAcknowledgeUpdate(gameId, groupId);
  const [failure, setFailure] = useState<string | null>(null);

  const dismiss = () => {
    setFailure(null);
    acknowledge.mutate(updateId, { onError: (error) => setFailure(errorMessage(error)) });
  };

  return (
    <Alert variant="light" color="indigo" p="xs" icon={<IconBellRinging size={18} aria-hidden="true" />}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.updated)}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={dismiss}
          loading={acknowledge.isPending}
          aria-label={intl.formatMessage(m.dismissUpdateTo, { title })}
        >
          {intl.formatMessage(m.dismiss)}
        </Button>
      </Group>
      {details.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {failure ? (
        <Text size="sm" c="red" role="alert">
          <RefusalLater text={failure} />
        </Text>
      ) : null}
    </Alert>
  );
}
