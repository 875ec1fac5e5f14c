import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { splitFormMessages as m } from '../split-messages';

/** What is still to assign of a total ('$20.00 left to assign'), or how far past it the typing went; read aloud. */
export function LeftToAssign({ left, say }: { left: number; say: (amount: number) => string }) {
  const intl = useIntl();
  const words =
    left === 0
      ? intl.formatMessage(m.allAssigned)
      : intl.formatMessage(left > 0 ? m.left : m.over, { amount: say(Math.abs(left)) });
  return (
    <Text size="sm" c={left < 0 ? 'var(--mantine-color-error)' : undefined} aria-live="polite">
      {words}
    </Text>
  );
}

/** A section's refusal (the form's or the API's), beside the fields it is about. */
export function FieldError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text size="sm" c="var(--mantine-color-error)" role="alert">
      {message}
    </Text>
  );
}
