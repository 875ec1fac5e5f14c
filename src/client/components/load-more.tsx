import { Button, Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';

// In the games area: the games list, a first screen, shows it too, and may only say first-screen words.
const messages = defineMessages({
  loadMore: { id: 'games.loadMore', defaultMessage: 'Load more' },
});

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
        <FormattedMessage {...messages.loadMore} />
      </Button>
    </Group>
  );
}
