import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  message: ReactNode;
  tone?: 'error' | 'info';
}

/** An inline message above a form: errors in red, notices in the neutral tone. Announced as an alert. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  const Icon = tone === 'error' ? IconAlertCircle : IconInfoCircle;
  return (
    <Alert
      role="alert"
      variant="light"
      color={tone === 'error' ? 'red' : 'indigo'}
      icon={<Icon size={18} aria-hidden="true" />}
    >
      {message}
    </Alert>
  );
}
