import { Container, Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** Honest placeholder for a screen that a later issue builds. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <Container size="sm" py="md">
      <PageHeader title={screen} />
      <Paper withBorder p="lg">
        <Text style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconTools size={20} aria-hidden="true" />
          This screen is coming soon.
        </Text>
      </Paper>
    </Container>
  );
}
