import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The screen's single h1; it also sets the document title. */
export function PageHeader({ title, description }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
