import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One Profile section: a titled card, like 'Your Information'. */
export function SectionCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Stack gap="md">
        {intro ? <Text c="dimmed">{intro}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
