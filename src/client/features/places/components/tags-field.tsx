import { Pill, TagsInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { normalizeTags } from '../../../../shared/places';
import { placeFormMessages as m } from '../places-messages';

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
  const intl = useIntl();
  return (
    <TagsInput
      label={intl.formatMessage(m.tags)}
      description={readOnly ? undefined : intl.formatMessage(m.tagsHint)}
      placeholder={readOnly ? undefined : intl.formatMessage(m.tagsPlaceholder)}
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
          removeButtonProps={{
            'aria-label': intl.formatMessage(m.removeTag, { tag }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
        >
          {tag}
        </Pill>
      )}
    />
  );
}
