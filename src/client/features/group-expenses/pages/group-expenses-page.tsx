import { Button, Container, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { groupMessages } from '../../../../shared/groups';
import { localTimeZone } from '../../../../shared/time';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useKnownText } from '../../../i18n/known-messages';
import { groupExpensesCsvUrl, useGroupBalances, useGroupExpenses } from '../api';
import { GroupDebts } from '../components/group-debts';
import { GroupExpenseList } from '../components/group-expense-list';
import { MemberTotals } from '../components/member-totals';
import { groupExpensesMessages as messages } from '../group-expenses-messages';

/**
 * /groups/:groupId/expenses: the group's open balances with the settle-up steps, each member's totals, the
 * expenses a page at a time, and the whole list as a CSV download.
 */
export function GroupExpensesPage() {
  const intl = useIntl();
  const say = useKnownText();
  const groupId = useParams().groupId ?? '';
  const balances = useGroupBalances(groupId);
  // Asked for beside the balances, not after them.
  const expenses = useGroupExpenses(groupId);
  const group = balances.data?.group;

  if (balances.error) {
    // Non-members get the same 404 as a missing group, so the page cannot tell them apart either.
    const notFound = balances.error instanceof ApiError && balances.error.status === 404;
    return (
      <Container size="sm" py="md">
        <PageHeader title={intl.formatMessage(messages.title)} />
        <Stack align="flex-start">
          <FormAlert message={say(notFound ? groupMessages.notFound : errorMessage(balances.error))} />
          <Button component={Link} to="/groups" variant="default">
            {intl.formatMessage(messages.backToGroups)}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py="md">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={
          group ? (
            <Text span style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Text>
          ) : null
        }
        actions={
          <>
            <Button
              component={Link}
              to={`/groups/${groupId}`}
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            >
              {intl.formatMessage(messages.backToGroup)}
            </Button>
            <Button
              component="a"
              href={groupExpensesCsvUrl(groupId, localTimeZone())}
              download
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              {intl.formatMessage(messages.downloadCsv)}
            </Button>
          </>
        }
      />
      {balances.isPending ? <PageLoader /> : null}
      {balances.data ? (
        <Stack gap="xl">
          <GroupDebts groupId={groupId} balances={balances.data} />
          <MemberTotals
            members={balances.data.members}
            myUserId={balances.data.me.userId}
            currency={balances.data.group.currency}
          />
          <GroupExpenseList expenses={expenses} myUserId={balances.data.me.userId} />
        </Stack>
      ) : null}
    </Container>
  );
}
