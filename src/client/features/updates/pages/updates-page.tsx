import { Container, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';

export function UpdatesPage() {
  return (
    <Container size="sm" py="md">
      <PageHeader title="Updates" />
      <Text>Welcome to Turnout! News about your groups and games will show up here.</Text>
    </Container>
  );
}
