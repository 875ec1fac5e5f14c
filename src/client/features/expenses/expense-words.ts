import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ExpenseCategory } from '../../../shared/constants';
import { categoryText, DEFAULT_EXPENSE_DESCRIPTION } from '../../../shared/expenses';
import { formMessages } from './expenses-messages';

/**
 * How an expense's description reads on a screen: as written, except the description every expense starts with,
 * which is said in the viewer's language.
 */
export function useExpenseDescription(): (description: string) => string {
  const intl = useIntl();
  return useCallback(
    (description: string) =>
      description === DEFAULT_EXPENSE_DESCRIPTION
        ? intl.formatMessage(formMessages.defaultDescription)
        : description,
    [intl],
  );
}

/** A category's name in the viewer's language. */
export function useCategoryLabel(): (category: ExpenseCategory) => string {
  const intl = useIntl();
  return useCallback((category: ExpenseCategory) => intl.formatMessage(categoryText[category]), [intl]);
}
