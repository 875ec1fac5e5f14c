import { Badge, Code, Container, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useServerStatus } from '../../../data/status';
import { useKnownText } from '../../../i18n/known-messages';
import { statusMessages as m } from '../status-messages';

const databaseDescriptions = { embedded: m.embedded, postgres: m.postgres } as const;

/** /test: a public page showing what the server reports about itself. */
export function StatusPage() {
  const intl = useIntl();
  const say = useKnownText();
  const status = useServerStatus();
  const description = status.data ? databaseDescriptions[status.data.database] : undefined;

  return (
    <Container size="sm" py="xl">
      <PageHeader title={intl.formatMessage(m.screen)} description={intl.formatMessage(m.intro)} />
      {status.isPending ? <PageLoader /> : null}
      {status.error ? <FormAlert message={say(errorMessage(status.error))} /> : null}
      {status.data ? (
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{intl.formatMessage(m.version)}</Table.Th>
              <Table.Td>{status.data.version}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{intl.formatMessage(m.database)}</Table.Th>
              <Table.Td>
                <Code>{status.data.database}</Code>{' '}
                <Text span size="sm" c="dimmed">
                  {description ? intl.formatMessage(description) : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{intl.formatMessage(m.health)}</Table.Th>
              <Table.Td>
                <Badge color={status.data.healthy ? 'teal.9' : 'red.9'} variant="filled">
                  {intl.formatMessage(status.data.healthy ? m.healthy : m.unhealthy)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Container>
  );
}
