import { Button, Container, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { shellMessages } from './shell-messages';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Container size="sm" py="xl">
      <PageHeader title={intl.formatMessage(shellMessages.notFoundTitle)} />
      <Text mb="lg">
        <FormattedMessage {...shellMessages.notFoundText} />
      </Text>
      <Button component={Link} to="/">
        <FormattedMessage {...shellMessages.goHome} />
      </Button>
    </Container>
  );
}
