import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../components/use-page-title';

/** The router's last line of defence: rendered instead of the whole app when a route throws. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Error');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} ta="center">
          Unexpected Application Error!
        </Title>
        <Text ta="center">Something went wrong while showing this page.</Text>
        {detail ? <Code block>{detail}</Code> : null}
        {/* A full page load: the router that failed is not trusted to navigate. */}
        <Anchor href="/" fw={600}>
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
