import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore, type PagedQuery } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { useKnownText } from '../../../i18n/known-messages';

interface AdminListProps<T> {
  /** A tab's paged query, with the rows of the pages loaded so far as `data`. */
  query: PagedQuery & { isPending: boolean; error: unknown; data: T[] | undefined };
  empty: string;
  label: string;
  children: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/**
 * One tab's rows: a spinner while loading, the server's message on failure (in the viewer's language when it
 * is a known one), an empty note, or the list with "Load more" while pages remain.
 */
export function AdminList<T>({ query, empty, label, children, keyOf }: AdminListProps<T>) {
  const say = useKnownText();
  if (query.isPending) return <PageLoader />;
  if (query.error) return <FormAlert message={say(errorMessage(query.error))} />;
  if (!query.data?.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {query.data.map((item) => (
          <Card key={keyOf(item)} component="li" withBorder padding="md">
            {children(item)}
          </Card>
        ))}
      </Stack>
      <LoadMore query={query} />
    </Stack>
  );
}
