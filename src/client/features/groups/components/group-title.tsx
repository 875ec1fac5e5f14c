import { ActionIcon, Group, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { renameGroupSchema } from '../../../../shared/groups';
import { errorMessage } from '../../../api';
import { useRenameGroup } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { createGroupMessages, groupPageMessages as m } from '../groups-messages';

interface GroupTitleProps {
  groupId: string;
  name: string;
  canRename: boolean;
  /** Shown beside the name, e.g. the settings menu. */
  actions?: ReactNode;
  onFailure: (message: string | null) => void;
}

/**
 * The group's name as the page's h1, renamed in place by admins (spec 000 §2): Enter saves, Escape
 * cancels, a blank or unchanged name is ignored, and a failed rename puts the old name back.
 */
export function GroupTitle({ groupId, name, canRename, actions, onFailure }: GroupTitleProps) {
  const intl = useIntl();
  const say = useKnownText();
  const rename = useRenameGroup(groupId);
  const [draft, setDraft] = useState<string | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;
  const shownName = pendingName ?? name;

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setDraft(null);
  };

  const save = () => {
    const next = (draft ?? '').trim();
    stopEditing();
    if (!next || next === name) return;
    const parsed = renameGroupSchema.safeParse({ name: next });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      onFailure(issue ? say(issue) : null);
      return;
    }
    onFailure(null);
    setPendingName(next);
    rename.mutate(parsed.data, {
      onError: (error) => onFailure(say(errorMessage(error))),
      onSettled: () => setPendingName(null),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    }
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="lg">
      {editing ? (
        <Group align="flex-end" gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <VisuallyHidden>
            <Title order={1}>{shownName}</Title>
          </VisuallyHidden>
          <TextInput
            ref={inputRef}
            label={intl.formatMessage(createGroupMessages.nameLabel)}
            description={intl.formatMessage(m.renameHint)}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="filled"
            size="input-sm"
            aria-label={intl.formatMessage(m.saveName)}
            onClick={save}
          >
            <IconCheck size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={intl.formatMessage(m.cancelRename)}
            onClick={stopEditing}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {shownName}
          </Title>
          {canRename ? (
            <ActionIcon
              ref={editButtonRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={intl.formatMessage(m.editName)}
              title={intl.formatMessage(m.editNameTooltip)}
              onClick={() => setDraft(shownName)}
            >
              <IconPencil size={20} aria-hidden="true" />
            </ActionIcon>
          ) : null}
        </Group>
      )}
      {actions}
    </Group>
  );
}
