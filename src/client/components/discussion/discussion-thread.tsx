import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../../api';
import {
  markThreadRead,
  type ThreadMessage,
  type ThreadRef,
  useDeleteMessage,
  useEditMessage,
  useMute,
  usePin,
  useReact,
  useThread,
} from '../../data/discussions';
import { useGroup } from '../../data/groups';
import { unreadQuery } from '../../data/unread-discussions';
import { useKnownText } from '../../i18n/known-messages';
import { useOnline } from '../../offline/connectivity';
import { loadMessageQueue, queueMessage, useQueuedMessages } from '../../offline/message-queue';
import { FormAlert } from '../form-alert';
import { openConfirm } from '../open-confirm';
import { discussionMessages as m } from './discussion-messages';
import { MessageComposer } from './message-composer';
import { type MessageActions, MessageItem } from './message-item';

/** Opening a game's discussion marks it read, and again whenever a newer message arrives while it is shown. */
function useMarkRead(thread: ThreadRef, newestId: string | undefined) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const gameId = thread.kind === 'game' ? thread.gameId : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newer message shown marks it read again
  useEffect(() => {
    if (!gameId || !online) return;
    void markThreadRead(gameId)
      .then(() => queryClient.invalidateQueries({ queryKey: unreadQuery.queryKey }))
      .catch(() => {});
  }, [gameId, newestId, online, queryClient]);
}

/**
 * A discussion (issue 61): a game's, below its answers, or a group's board. Newest at the bottom, a page at a
 * time with 'Show earlier'; new messages come in live (the 'message' notice refetches it). Messages are sent
 * through the device's queue, so one written offline waits and is sent once when back online.
 */
export default function DiscussionThread({
  thread,
  me,
  isAdmin,
  canWrite,
}: {
  thread: ThreadRef;
  me: string;
  isAdmin: boolean;
  canWrite: boolean;
}) {
  const intl = useIntl();
  const say = useKnownText();
  const headingId = useId();
  const query = useThread(thread);
  const group = useGroup(thread.groupId);
  const queued = useQueuedMessages(thread);
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const edit = useEditMessage(thread);
  const remove = useDeleteMessage(thread);
  const react = useReact(thread);
  const pin = usePin(thread);
  const mute = useMute(thread.kind === 'game' ? thread : { kind: 'game', gameId: '', groupId: '' });
  const pages = query.data?.pages ?? [];
  const messages: ThreadMessage[] = pages.flatMap((page) => page.messages).reverse();
  const known = new Set(messages.map((message) => message.id));
  const waiting = queued.filter((message) => !known.has(message.id));
  const first = pages[0];
  useMarkRead(thread, messages.at(-1)?.id);
  // The queue's code came with this component: what waits on the device for this person shows at once.
  useEffect(() => {
    void loadMessageQueue(me);
  }, [me]);

  const failed = (error: unknown) => setFailure(say(failureMessage(error, intl.formatMessage(m.failed))));
  const actions: MessageActions = {
    edit: (messageId, body) => edit.mutateAsync({ messageId, body }).catch(failed),
    remove: (messageId) =>
      openConfirm({
        title: intl.formatMessage(m.confirmDelete),
        labels: { confirm: intl.formatMessage(m.delete), cancel: intl.formatMessage(m.cancel) },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(messageId, { onError: failed }),
      }),
    react: (messageId, reaction, on) => react.mutate({ messageId, reaction, on }, { onError: failed }),
    ...(isAdmin && thread.kind === 'board'
      ? {
          pin: (messageId: string, pinned: boolean) => pin.mutate({ messageId, pinned }, { onError: failed }),
        }
      : {}),
  };
  const people = (group.data?.members ?? []).map((member) => ({
    userId: member.userId,
    fullName: member.fullName,
  }));
  const title = intl.formatMessage(thread.kind === 'game' ? m.gameTitle : m.boardTitle);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {thread.kind === 'game' && first ? (
            <Switch
              label={intl.formatMessage(m.mute)}
              checked={first.muted}
              disabled={!online}
              onChange={(event) => mute.mutate(event.currentTarget.checked, { onError: failed })}
            />
          ) : null}
        </Group>
        {thread.kind === 'game' && first?.muted ? (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.muted)}
          </Text>
        ) : null}
        <FormAlert message={failure} />
        {first && first.pinned.length > 0 ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {first.pinned.map((message) => (
              <MessageItem
                key={`pin-${message.id}`}
                message={message}
                me={me}
                actions={actions}
                canReact={canWrite}
              />
            ))}
          </Stack>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'center' }}
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {intl.formatMessage(m.showEarlier)}
          </Button>
        ) : null}
        {messages.length === 0 && waiting.length === 0 && query.isSuccess ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.empty)}
          </Text>
        ) : null}
        <Stack
          gap="sm"
          component="ol"
          aria-label={intl.formatMessage(m.list)}
          aria-live="polite"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} me={me} actions={actions} canReact={canWrite} />
          ))}
          {waiting.map((message) => (
            <Stack key={message.id} gap={2} component="li" opacity={0.7}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {message.body}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(online ? m.sending : m.waiting)}
              </Text>
            </Stack>
          ))}
        </Stack>
        {canWrite ? (
          <MessageComposer
            people={people}
            me={me}
            onSend={(body, mentions) => void queueMessage(me, { thread, body, mentions })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
