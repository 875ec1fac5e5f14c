import { Button, Group } from '@mantine/core';

/** What LoadMore reads of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The "Load more" button under a paged list, as My Expenses and Settle Up show it; nothing on the last page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Group>
      <Button variant="default" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        Load more
      </Button>
    </Group>
  );
}
