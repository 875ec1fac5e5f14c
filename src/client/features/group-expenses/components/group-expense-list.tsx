import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { expenseText } from '../../../../shared/expenses';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useKnownText } from '../../../i18n/known-messages';
import type { useGroupExpenses } from '../api';
import { listMessages } from '../group-expenses-messages';
import { GroupExpenseCard } from './group-expense-card';

interface GroupExpenseListProps {
  expenses: ReturnType<typeof useGroupExpenses>;
  myUserId: string;
}

/** The group's expenses, newest first, a page at a time: "Load more" fetches the next. */
export function GroupExpenseList({ expenses, myUserId }: GroupExpenseListProps) {
  const intl = useIntl();
  const say = useKnownText();
  const list = expenses.data?.pages.flatMap((page) => page.expenses) ?? [];

  return (
    <Stack component="section" gap="sm" aria-labelledby="expenses-heading">
      <Title order={2} id="expenses-heading">
        {intl.formatMessage(listMessages.title)}
      </Title>
      {expenses.isPending ? <PageLoader /> : null}
      {expenses.error ? <FormAlert message={say(errorMessage(expenses.error))} /> : null}
      {expenses.data && list.length === 0 ? (
        <EmptyState icon={<IconReceipt aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={3}>{intl.formatMessage(expenseText.noExpenses)}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage(listMessages.emptyHint)}</EmptyState.Description>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((expense) => (
            <GroupExpenseCard key={expense.id} expense={expense} myUserId={myUserId} />
          ))}
        </Stack>
      ) : null}
      {expenses.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => expenses.fetchNextPage()}
          disabled={expenses.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {intl.formatMessage(expenses.isFetchingNextPage ? listMessages.loading : listMessages.loadMore)}
        </Button>
      ) : null}
    </Stack>
  );
}
