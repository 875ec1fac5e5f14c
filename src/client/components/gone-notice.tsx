import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FormAlert } from './form-alert';

interface GoneNoticeProps {
  /** The spec's words for what is missing, e.g. 'Game not found.' */
  message: string;
  backTo: string;
  backLabel: string;
}

/** A link to something that no longer exists (or that the user may not see): say so and offer a way back. */
export function GoneNotice({ message, backTo, backLabel }: GoneNoticeProps) {
  return (
    <Stack align="flex-start">
      <FormAlert message={message} />
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
