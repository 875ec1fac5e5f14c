import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a cost field reports when the browser holds text that is not a number (e.g. "1e"). */
const NOT_A_NUMBER = 'not a number';

interface CostInputProps {
  label: string;
  /** The dollar text the field starts with; the field keeps its own text from then on. */
  defaultValue: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  readOnly?: boolean;
}

/**
 * Dollars per hour, typed as text (spec 000 §5: number, step 0.01, min 0, '/hour' suffix). The text is
 * handed on as typed and becomes integer cents only when the form is sent; it is never read as a float.
 * The field is uncontrolled: a number input cleared by its own value would wipe half-typed text.
 */
export function CostInput({ label, defaultValue, onChange, error, readOnly }: CostInputProps) {
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      step="0.01"
      min={0}
      label={label}
      defaultValue={defaultValue}
      onChange={(event) => {
        const input = event.currentTarget;
        onChange(input.validity.badInput ? NOT_A_NUMBER : input.value);
      }}
      error={error}
      readOnly={readOnly}
      leftSection={<Text aria-hidden="true">$</Text>}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden="true">
          /hour
        </Text>
      }
      rightSectionWidth={56}
      rightSectionPointerEvents="none"
      autoComplete="off"
    />
  );
}
