import { Pill, TagsInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { normalizeTags } from '../../../../shared/places';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Called after a chip is removed (by its button or Backspace), e.g. to save the removal at once. */
  onRemove?: (tag: string) => void;
  error?: ReactNode;
  readOnly?: boolean;
}

/**
 * Activity tags (spec 000 §5): Enter or a comma adds one; whatever arrives whole (a list a phone keyboard
 * or autofill puts in the box, a stray leading comma) is split on commas, trimmed, and kept without empties
 * or duplicates, as the server stores it. Enter in an empty box does nothing. Each chip's remove button is reachable by Tab and named for
 * its tag.
 */
export function TagsField({ value, onChange, onRemove, error, readOnly }: TagsFieldProps) {
  return (
    <TagsInput
      label="What can we do here?"
      description={readOnly ? undefined : 'Type an activity, then press Enter or a comma.'}
      placeholder={readOnly ? undefined : 'e.g. Pickleball'}
      splitChars={[',']}
      value={value}
      onChange={(tags) => onChange(normalizeTags(tags))}
      onRemove={onRemove}
      // Enter in an empty box would otherwise submit the whole place form half-filled.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.currentTarget.value.trim()) event.preventDefault();
      }}
      error={error}
      readOnly={readOnly}
      renderPill={({ value: tag, onRemove: removePill, disabled }) => (
        <Pill
          withRemoveButton={!disabled}
          onRemove={removePill}
          removeButtonProps={{ 'aria-label': `Remove tag ${tag}`, 'aria-hidden': false, tabIndex: 0 }}
        >
          {tag}
        </Pill>
      )}
    />
  );
}
