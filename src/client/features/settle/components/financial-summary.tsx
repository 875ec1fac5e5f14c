import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useSettleUp } from '../api';
import { MoneyTotals } from './money-totals';

/** The profile's 'Financial Summary' (spec 000 §2): what I owe and am owed, and the way to my expenses. */
export function FinancialSummary() {
  const settle = useSettleUp();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="financial-summary-heading">
      <Title order={2} size="h3" id="financial-summary-heading" mb="md">
        Financial Summary
      </Title>
      <Stack gap="sm">
        {settle.isPending ? <PageLoader /> : null}
        {settle.error ? <FormAlert message={errorMessage(settle.error)} /> : null}
        {settle.data ? <MoneyTotals totals={settle.data.totals} /> : null}
        <Anchor component={Link} to="/expenses" fw={600}>
          View All Expenses
        </Anchor>
      </Stack>
    </Paper>
  );
}
