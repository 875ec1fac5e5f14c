import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { MoneyTotals } from '../../../components/debts/money-totals';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useSettleUp } from '../../../data/settle';
import { useKnownText } from '../../../i18n/known-messages';
import { settlePageMessages } from '../settle-messages';

/** The profile's 'Financial Summary' (spec 000 §2): what I owe and am owed, and the way to my expenses. */
export function FinancialSummary() {
  const settle = useSettleUp();
  const say = useKnownText();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="financial-summary-heading">
      <Title order={2} size="h3" id="financial-summary-heading" mb="md">
        <FormattedMessage {...settlePageMessages.financialSummary} />
      </Title>
      <Stack gap="sm">
        {settle.isPending ? <PageLoader /> : null}
        {settle.error ? <FormAlert message={say(errorMessage(settle.error))} /> : null}
        {settle.data ? <MoneyTotals totals={settle.data.totals} /> : null}
        <Anchor component={Link} to="/expenses" fw={600}>
          <FormattedMessage {...settlePageMessages.viewAllExpenses} />
        </Anchor>
      </Stack>
    </Paper>
  );
}
