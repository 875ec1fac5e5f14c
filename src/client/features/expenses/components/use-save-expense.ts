import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ExpenseCategory } from '../../../../shared/constants';
import { splitText } from '../../../../shared/expense-split';
import { DEFAULT_EXPENSE_DESCRIPTION, expenseText } from '../../../../shared/expenses';
import type { Message } from '../../../../shared/i18n/define';
import { parseMinor } from '../../../../shared/money-parse';
import { ApiError, failureMessage } from '../../../api';
import { expenseWordMessages } from '../../../components/expense-words';
import { useAddExpense, useEditExpense } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { useLocale } from '../../../i18n/locale-context';
import {
  type PayersDraft,
  payersOutcome,
  type SplitDraft,
  type SplitPerson,
  type StoredSplit,
  splitOutcome,
} from '../split-draft';
import { splitFormMessages } from '../split-messages';
import type { ExpenseGame } from './expense-game';

/** The largest amount the server takes, in minor units ($1,000,000.00, ¥100,000,000). */
const MAX_AMOUNT = 100_000_000;

export interface ExpenseFormValues {
  amount: string;
  description: string;
  category: ExpenseCategory | '';
}

/**
 * The exact minor units of an amount typed as the viewer writes numbers, or null unless it is at least one
 * unit and has no more decimals than the currency (spec 001 §5).
 */
export function typedAmount(text: string, currency: string, locale: string): number | null {
  const amount = parseMinor(text, currency, locale);
  return amount !== null && amount >= 1 && amount <= MAX_AMOUNT ? amount : null;
}

/** The API's refusal of a field, or of anything inside it ('split.entries.0.weight' is about the split). */
function fieldMessage(fields: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(fields).find((each) => each === field || each.startsWith(`${field}.`));
  return key === undefined ? undefined : fields[key];
}

interface SaveInput {
  game: ExpenseGame | null;
  expense: (StoredSplit & { id: string }) | undefined;
  form: UseFormReturnType<ExpenseFormValues>;
  people: readonly SplitPerson[];
  split: SplitDraft;
  payers: PayersDraft;
  onSaved: (() => void) | undefined;
}

/**
 * Checks the form as the server would, then adds the expense (and opens its game) or saves the edit; each
 * refusal lands beside its field or section (amount, split, payers), anything else above the form.
 */
export function useSaveExpense({ game, expense, form, people, split, payers, onSaved }: SaveInput) {
  const intl = useIntl();
  const say = useKnownText();
  const locale = useLocale();
  const navigate = useNavigate();
  const add = useAddExpense();
  const edit = useEditExpense(game?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [splitError, setSplitError] = useState<string | null>(null);
  const [payersError, setPayersError] = useState<string | null>(null);

  const refused = (error: Error, fallback: Message) => {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    const amount = fieldMessage(fields, 'amountCents');
    const splitRefusal = fieldMessage(fields, 'split');
    const payersRefusal = fieldMessage(fields, 'payers');
    if (amount) form.setFieldError('amount', say(amount));
    if (splitRefusal) setSplitError(say(splitRefusal));
    if (payersRefusal) setPayersError(say(payersRefusal));
    if (!amount && !splitRefusal && !payersRefusal)
      setFailure(say(failureMessage(error, intl.formatMessage(fallback))));
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setSplitError(null);
    setPayersError(null);
    form.clearErrors();
    const amount = game ? typedAmount(values.amount, game.currency, locale) : null;
    const missing =
      !game || !values.description.trim() || !values.category || (!payers.several && !payers.paidBy);
    if (missing) setFailure(intl.formatMessage(expenseText.missingFields));
    if (game && amount === null) form.setFieldError('amount', intl.formatMessage(expenseText.invalidAmount));
    if (missing || amount === null || !game || !values.category) return;
    const splitDone = splitOutcome(split, people, amount, game.currency, locale);
    if (!splitDone.ok) setSplitError(intl.formatMessage(splitText[splitDone.problem]));
    const payerIds = game.attendees.map((person) => person.userId);
    const paid = payersOutcome(payers, payerIds, amount, game.currency, locale);
    if (!paid.ok) setPayersError(intl.formatMessage(splitText.payersSum));
    if (!splitDone.ok || !paid.ok) return;
    const typed = values.description.trim();
    const body = {
      amountCents: amount,
      currency: game.currency,
      // The description the form starts with, in the viewer's language, is the default one.
      description:
        typed === intl.formatMessage(expenseWordMessages.defaultDescription)
          ? DEFAULT_EXPENSE_DESCRIPTION
          : typed,
      category: values.category,
      ...(splitDone.split ? { split: splitDone.split } : {}),
      ...(paid.payers ? { payers: paid.payers } : {}),
    };
    if (!expense) {
      add.mutate(
        { gameId: game.id, ...body, ...(paid.paidBy ? { paidBy: paid.paidBy } : {}) },
        {
          onSuccess: () => navigate(`/games/${game.id}`),
          onError: (error) => refused(error, expenseText.addFailed),
        },
      );
      return;
    }
    // A change names its one payer only when it is another: otherwise the server keeps who paid.
    const samePayer = expense.payers.length === 1 && expense.payers[0]?.userId === paid.paidBy;
    const payersOfChange =
      paid.payers ?? (samePayer || !paid.paidBy ? undefined : [{ userId: paid.paidBy, amountCents: amount }]);
    edit.mutate(
      { expenseId: expense.id, json: { ...body, ...(payersOfChange ? { payers: payersOfChange } : {}) } },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) => refused(error, splitFormMessages.editFailed),
      },
    );
  });

  return {
    submit: submit as (event?: FormEvent<HTMLFormElement>) => void,
    pending: add.isPending || edit.isPending,
    failure,
    splitError,
    payersError,
  };
}
