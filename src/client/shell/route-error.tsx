import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../components/use-page-title';
import { shellMessages } from './shell-messages';

/** The router's last line of defence: rendered instead of the whole app when a route throws. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  usePageTitle(intl.formatMessage(shellMessages.errorScreen));
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} ta="center">
          <FormattedMessage {...shellMessages.errorTitle} />
        </Title>
        <Text ta="center">
          <FormattedMessage {...shellMessages.errorText} />
        </Text>
        {detail ? <Code block>{detail}</Code> : null}
        {/* A full page load: the router that failed is not trusted to navigate. */}
        <Anchor href="/" fw={600}>
          <FormattedMessage {...shellMessages.goHome} />
        </Anchor>
      </Stack>
    </Center>
  );
}
