import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGE_MAX } from '../../../shared/discussions';
import { discussionMessages as m } from './discussion-messages';

export interface Mentionable {
  userId: string;
  fullName: string;
}

/** The word being typed after an '@' just before the caret, if any. */
function mentionQuery(text: string, caret: number): string | null {
  const match = /(?:^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  return match ? (match[1] ?? '') : null;
}

/**
 * The box a message is written in. Typing '@' offers the group's members; picking one writes '@Name ' and
 * remembers them as mentioned (the server tells only people who may read the thread).
 */
export function MessageComposer({
  people,
  me,
  onSend,
}: {
  people: Mentionable[];
  me: string;
  onSend: (body: string, mentions: string[]) => void;
}) {
  const intl = useIntl();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [mentioned, setMentioned] = useState<Mentionable[]>([]);
  const query = mentionQuery(text, caret);
  const offers =
    query === null
      ? []
      : people
          .filter((p) => p.userId !== me && p.fullName.toLowerCase().includes(query.toLowerCase()))
          .slice(0, 6);
  const length = [...text.trim()].length;

  const pick = (person: Mentionable) => {
    const before = text.slice(0, caret).replace(/@([^\s@]{0,30})$/, `@${person.fullName} `);
    const next = before + text.slice(caret);
    setText(next);
    setCaret(before.length);
    setMentioned((list) => (list.some((p) => p.userId === person.userId) ? list : [...list, person]));
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(before.length, before.length);
    });
  };
  const send = () => {
    const body = text.trim();
    if (!body || length > MESSAGE_MAX) return;
    // Only people whose '@Name' is still in the text are mentioned.
    onSend(
      body,
      mentioned.filter((p) => body.includes(`@${p.fullName}`)).map((p) => p.userId),
    );
    setText('');
    setMentioned([]);
  };

  return (
    <Stack gap={4}>
      <Textarea
        ref={box}
        label={intl.formatMessage(m.label)}
        placeholder={intl.formatMessage(m.placeholder)}
        value={text}
        autosize
        minRows={2}
        maxRows={8}
        aria-controls={offers.length > 0 ? listId : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
        }}
        error={
          length > MESSAGE_MAX ? intl.formatMessage(m.counter, { count: length, max: MESSAGE_MAX }) : null
        }
      />
      {offers.length > 0 ? (
        <Group gap={4} id={listId} role="group" aria-label={intl.formatMessage(m.mentionList)}>
          {offers.map((person) => (
            <Button key={person.userId} size="compact-sm" variant="light" onClick={() => pick(person)}>
              {intl.formatMessage(m.mention, { name: person.fullName })}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group justify="space-between">
        <Text size="xs" c={length > MESSAGE_MAX ? 'red' : 'dimmed'}>
          {intl.formatMessage(m.counter, { count: length, max: MESSAGE_MAX })}
        </Text>
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          onClick={send}
          disabled={length === 0 || length > MESSAGE_MAX}
        >
          {intl.formatMessage(m.send)}
        </Button>
      </Group>
    </Stack>
  );
}
