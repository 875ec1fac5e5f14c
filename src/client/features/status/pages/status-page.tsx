import { Badge, Code, Container, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useServerStatus } from '../api';

const databaseDescriptions = {
  embedded: 'PGlite in the data folder',
  postgres: 'PostgreSQL server',
} as const;

/** /test: a public page showing what the server reports about itself. */
export function StatusPage() {
  const status = useServerStatus();

  return (
    <Container size="sm" py="xl">
      <PageHeader title="Status" description="What this Turnout server reports about itself." />
      {status.isPending ? <PageLoader /> : null}
      {status.error ? <FormAlert message={errorMessage(status.error)} /> : null}
      {status.data ? (
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Version</Table.Th>
              <Table.Td>{status.data.version}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Database</Table.Th>
              <Table.Td>
                <Code>{status.data.database}</Code>{' '}
                <Text span size="sm" c="dimmed">
                  {databaseDescriptions[status.data.database] ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Health</Table.Th>
              <Table.Td>
                <Badge color={status.data.healthy ? 'teal.9' : 'red.9'} variant="filled">
                  {status.data.healthy ? 'Healthy' : 'Unhealthy'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Container>
  );
}
