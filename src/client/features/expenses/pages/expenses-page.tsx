import { Button, Container, EmptyState, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus, IconReceipt, IconScale } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { expenseText } from '../../../../shared/expenses';
import { localTimeZone } from '../../../../shared/time';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { type ExpensesFilter, myExpensesCsvUrl, useMyExpenses } from '../../../data/expenses';
import { useMe } from '../../../data/me';
import { useKnownText } from '../../../i18n/known-messages';
import { NeedsConnection } from '../../../offline/needs-connection';
import { ExpenseFilters } from '../components/expense-filters';
import { MyExpenseCard } from '../components/my-expense-card';
import { expensesPageMessages as messages } from '../expenses-messages';

const PERIODS: readonly ExpensesFilter['period'][] = ['all', 'week', 'month', 'year'];
const STATUSES: readonly ExpensesFilter['status'][] = ['all', 'pending', 'settled'];

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return allowed.find((option) => option === value) ?? (allowed[0] as T);
}

/** The filters live in the address (?period=&status=), so Back and a shared link keep them. */
function useExpensesFilter(): [ExpensesFilter, (filter: ExpensesFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    period: pick(params.get('period'), PERIODS),
    status: pick(params.get('status'), STATUSES),
  };
  const setFilter = (next: ExpensesFilter) => {
    const query = new URLSearchParams();
    if (next.period !== 'all') query.set('period', next.period);
    if (next.status !== 'all') query.set('status', next.status);
    setParams(query, { replace: true });
  };
  return [filter, setFilter];
}

/**
 * /expenses (spec 001 §2): the expenses I paid or share, filtered by date and status, the way to settle up, and
 * what the filters show as a CSV file.
 */
export function ExpensesPage() {
  const intl = useIntl();
  const say = useKnownText();
  const [filter, setFilter] = useExpensesFilter();
  const expenses = useMyExpenses(filter);
  const me = useMe();
  const list = expenses.data?.pages.flatMap((page) => page.expenses) ?? [];
  const unfiltered = filter.period === 'all' && filter.status === 'all';
  const failed = expenses.error ?? me.error;

  return (
    <Container size="md" py="md">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        actions={
          <>
            <Button
              component={Link}
              to="/settle-up"
              variant="default"
              leftSection={<IconScale size={18} aria-hidden="true" />}
            >
              {intl.formatMessage(messages.settleUp)}
            </Button>
            <Button
              component="a"
              href={myExpensesCsvUrl(filter, localTimeZone())}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              {intl.formatMessage(messages.downloadCsv)}
            </Button>
            <NeedsConnection>
              <Button
                component={Link}
                to="/create-expense"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {intl.formatMessage(messages.addExpense)}
              </Button>
            </NeedsConnection>
          </>
        }
      />
      <Stack gap="md">
        <ExpenseFilters filter={filter} onChange={setFilter} />
        {failed ? <FormAlert message={say(errorMessage(failed))} /> : null}
        {expenses.isPending || me.isPending ? <PageLoader /> : null}
        {expenses.data && list.length === 0 ? (
          <EmptyState icon={<IconReceipt aria-hidden="true" />} withIndicatorBackground py="xl">
            <EmptyState.Title order={2}>
              {intl.formatMessage(unfiltered ? expenseText.noExpenses : expenseText.noExpensesFound)}
            </EmptyState.Title>
            <EmptyState.Description>
              {intl.formatMessage(unfiltered ? messages.emptyHint : messages.filteredHint)}
            </EmptyState.Description>
          </EmptyState>
        ) : null}
        {me.data && list.length > 0 ? (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-busy={expenses.isPlaceholderData}
          >
            {list.map((expense) => (
              <MyExpenseCard key={expense.id} expense={expense} myUserId={me.data.user.id} />
            ))}
          </Stack>
        ) : null}
        {expenses.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              loading={expenses.isFetchingNextPage}
              onClick={() => expenses.fetchNextPage()}
            >
              {intl.formatMessage(messages.loadMore)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
