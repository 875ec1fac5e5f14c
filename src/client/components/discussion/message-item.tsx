import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconDots, IconPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGE_MAX, REACTION_EMOJI, REACTIONS, type Reaction } from '../../../shared/discussions';
import type { ThreadMessage } from '../../data/discussions';
import { formatLocale } from '../../i18n/format-locale';
import { discussionMessages as m } from './discussion-messages';
import { linkify } from './linkify';

export interface MessageActions {
  edit(messageId: string, body: string): Promise<unknown>;
  remove(messageId: string): void;
  react(messageId: string, reaction: Reaction, on: boolean): void;
  pin?(messageId: string, pinned: boolean): void;
}

/** The message's text: line breaks kept, http(s) addresses as links that carry no referrer or ranking. */
function MessageText({ body }: { body: string }) {
  return (
    // dir="auto" and isolation keep a right-to-left override inside its own message.
    <Text
      size="sm"
      dir="auto"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
    >
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

function Reactions({
  message,
  me,
  onReact,
}: {
  message: ThreadMessage;
  me: string;
  onReact: MessageActions['react'];
}) {
  const intl = useIntl();
  if (message.deleted) return null;
  const given = REACTIONS.map((reaction) => ({
    reaction,
    people: message.reactions.filter((r) => r.reaction === reaction),
  })).filter((r) => r.people.length > 0);
  return (
    <Group gap={4}>
      {given.map(({ reaction, people }) => {
        const mine = people.some((p) => p.userId === me);
        const label = intl.formatMessage(m.reactedBy, {
          emoji: REACTION_EMOJI[reaction],
          count: people.length,
          names: intl.formatList(
            people.map((p) => p.name),
            { type: 'conjunction' },
          ),
        });
        return (
          <Tooltip key={reaction} label={label}>
            <Button
              size="compact-xs"
              variant={mine ? 'light' : 'default'}
              aria-label={label}
              aria-pressed={mine}
              onClick={() => onReact(message.id, reaction, !mine)}
            >
              {REACTION_EMOJI[reaction]} {people.length}
            </Button>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** One message: author, time, text (or 'Message deleted'), reactions, and what the viewer may do with it. */
export function MessageItem({
  message,
  me,
  actions,
  canReact,
}: {
  message: ThreadMessage;
  me: string;
  actions: MessageActions;
  canReact: boolean;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [acting, setActing] = useState(false);
  /** Does one thing from the row of actions, and closes it. */
  const act = (run: () => void) => {
    setActing(false);
    run();
  };
  const author = message.authorName ?? intl.formatMessage(m.formerMember);
  const time = new Date(message.createdAt).toLocaleString(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const save = async () => {
    if (draft === null) return;
    await actions.edit(message.id, draft);
    setDraft(null);
  };
  return (
    <Stack gap={2} component="li" data-message-id={message.id}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {author}
          </Text>
          <Text size="xs" c="dimmed">
            {time}
            {message.editedAt && !message.deleted ? ` · ${intl.formatMessage(m.edited)}` : ''}
          </Text>
          {message.pinned ? (
            <Badge size="xs" variant="light" leftSection={<IconPin size={10} aria-hidden="true" />}>
              {intl.formatMessage(m.pinned)}
            </Badge>
          ) : null}
        </Group>
        {message.deleted ? null : (
          // An inline row rather than a menu: a menu's code would weigh more than the whole thread.
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(m.actions)}
            aria-expanded={acting}
            onClick={() => setActing((open) => !open)}
          >
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      {message.deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          {intl.formatMessage(m.deleted)}
        </Text>
      ) : draft !== null ? (
        <Stack gap={4}>
          <Textarea
            aria-label={intl.formatMessage(m.label)}
            value={draft}
            maxLength={MESSAGE_MAX}
            autosize
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="xs" onClick={save} disabled={draft.trim() === ''}>
              {intl.formatMessage(m.save)}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <MessageText body={message.body} />
      )}
      {acting && !message.deleted ? (
        <Group gap={4} role="group" aria-label={intl.formatMessage(m.actions)}>
          {canReact
            ? REACTIONS.map((reaction) => (
                <Button
                  key={reaction}
                  size="compact-sm"
                  variant="default"
                  aria-label={intl.formatMessage(m.react, { emoji: REACTION_EMOJI[reaction] })}
                  onClick={() => act(() => actions.react(message.id, reaction, true))}
                >
                  {REACTION_EMOJI[reaction]}
                </Button>
              ))
            : null}
          {message.canEdit ? (
            <Button size="compact-sm" variant="subtle" onClick={() => act(() => setDraft(message.body))}>
              {intl.formatMessage(m.edit)}
            </Button>
          ) : null}
          {actions.pin ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => act(() => actions.pin?.(message.id, !message.pinned))}
            >
              {intl.formatMessage(message.pinned ? m.unpin : m.pin)}
            </Button>
          ) : null}
          {message.canDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => act(() => actions.remove(message.id))}
            >
              {intl.formatMessage(m.delete)}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Reactions message={message} me={me} onReact={actions.react} />
    </Stack>
  );
}
