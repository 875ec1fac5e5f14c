import { Button, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <PageHeader title="Page not found" />
      <Text mb="lg">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Container>
  );
}
