import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  title: string;
  /** The screen's name in the document title, when it is spelt differently from the heading. */
  screen?: string;
  description?: ReactNode;
  /** Buttons beside the title; on a phone they wrap below it. */
  actions?: ReactNode;
}

/** The screen's single h1; it also sets the document title. */
export function PageHeader({ title, screen, description, actions }: PageHeaderProps) {
  usePageTitle(screen ?? title);
  const heading = (
    <Stack gap={4} mb={actions ? 0 : 'lg'}>
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
      {heading}
      <Group gap="xs">{actions}</Group>
    </Group>
  );
}
