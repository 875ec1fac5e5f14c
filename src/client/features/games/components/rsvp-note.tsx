import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RSVP_NOTE_MAX } from '../../../../shared/constants';
import { rsvpNoteMessages as m } from '../game-page-messages';

interface RsvpNoteProps {
  /** Names the field for the option, e.g. 'Note with your answer for Sat, Nov 28, 2026 at 7:00 AM, Court 3'. */
  optionLabel: string;
  note: string | null;
  disabled: boolean;
  /** Saves the note with the answer it goes with; null takes it off. */
  onSave: (note: string | null) => void;
}

/**
 * A few words with my answer ('maybe — know by Friday'): 'Add a note' (or 'Edit note') opens one field and
 * Save; an emptied field takes the note off. The organiser hears of it in their feed.
 */
export function RsvpNote({ optionLabel, note, disabled, onSave }: RsvpNoteProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        disabled={disabled}
        aria-label={intl.formatMessage(note ? m.editFor : m.addFor, { option: optionLabel })}
        onClick={() => setDraft(note ?? '')}
      >
        {intl.formatMessage(note ? m.edit : m.add)}
      </Button>
    );
  }
  const save = () => {
    onSave(draft.trim() || null);
    setDraft(null);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          label={intl.formatMessage(m.label)}
          aria-label={intl.formatMessage(m.labelFor, { option: optionLabel })}
          placeholder={intl.formatMessage(m.placeholder)}
          description={intl.formatMessage(m.left, { count: RSVP_NOTE_MAX - draft.length })}
          maxLength={RSVP_NOTE_MAX}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button size="sm" type="submit" disabled={disabled}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button size="sm" variant="default" onClick={() => setDraft(null)}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Group>
    </form>
  );
}
