import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ExpenseCategory } from '../../shared/constants';
import { categoryText, DEFAULT_EXPENSE_DESCRIPTION } from '../../shared/expenses';
import { defineMessages } from '../../shared/i18n/define';

/** The description every expense starts with, in the viewer's language. */
export const expenseWordMessages = defineMessages({
  defaultDescription: {
    id: 'expenses.form.defaultDescription',
    defaultMessage: 'Expense',
    description: 'The description a new expense starts with, and how an expense that kept it is named.',
  },
});

/**
 * How an expense's description reads on a screen: as written, except the description every expense starts with,
 * which is said in the viewer's language.
 */
export function useExpenseDescription(): (description: string) => string {
  const intl = useIntl();
  return useCallback(
    (description: string) =>
      description === DEFAULT_EXPENSE_DESCRIPTION
        ? intl.formatMessage(expenseWordMessages.defaultDescription)
        : description,
    [intl],
  );
}

/** A category's name in the viewer's language. */
export function useCategoryLabel(): (category: ExpenseCategory) => string {
  const intl = useIntl();
  return useCallback((category: ExpenseCategory) => intl.formatMessage(categoryText[category]), [intl]);
}
