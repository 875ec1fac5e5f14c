import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../../shared/constants';
import { expenseSummaryText } from '../../../../shared/expense-summary';
import { categoryText, expenseText } from '../../../../shared/expenses';
import { minorToInputText } from '../../../../shared/money';
import { AmountInput } from '../../../components/amount-input';
import { expenseWordMessages, useExpenseDescription } from '../../../components/expense-words';
import { FormAlert } from '../../../components/form-alert';
import { useLocale } from '../../../i18n/locale-context';
import { NeedsConnection } from '../../../offline/needs-connection';
import { formMessages } from '../expenses-messages';
import { draftsOf, newSplitDraft, type PayersDraft, type SplitDraft, type StoredSplit } from '../split-draft';
import { splitFormMessages } from '../split-messages';
import { type ExpenseGame, splitPeople } from './expense-game';
import { PayersSection } from './payers-section';
import { SplitSection } from './split-section';
import { type ExpenseFormValues, typedAmount, useSaveExpense } from './use-save-expense';

export type { ExpenseGame } from './expense-game';

/** A stored expense the form changes: its values fill the fields, its split and payers reopen as entered. */
export interface EditedExpense extends StoredSplit {
  id: string;
  amountCents: number;
  description: string;
  category: string;
}

interface ExpenseFormProps {
  /** The game the expense is for; null until one is chosen. */
  game: ExpenseGame | null;
  /** Where Cancel goes (a new expense), or what it does (an edit in a dialog). */
  cancelTo?: string;
  onCancel?: () => void;
  /** Shown above the fields (the game picker when the address names no game). */
  gameField?: ReactNode;
  /** An amount to start from (the court's cost after Mark as Confirmed), in minor units; empty when null or zero. */
  initialAmount?: number | null;
  /** The expense being edited; a new one when absent. */
  expense?: EditedExpense;
  /** After an edit is saved. */
  onSaved?: () => void;
}

/** Why this game takes no expense yet, before the server has to say so. */
function blockedReason(game: ExpenseGame | null, intl: IntlShape): string | null {
  if (!game) return null;
  if (game.status !== 'booked' && game.status !== 'completed')
    return intl.formatMessage(expenseText.notBooked);
  return game.attendeeCount === 0 ? intl.formatMessage(expenseText.noAttendees) : null;
}

/**
 * Amount, description, category, how it is split and who paid, for a new expense or one being changed. The
 * common case is one tap: equally among everyone at the game, paid by me.
 */
export function ExpenseForm(props: ExpenseFormProps) {
  const { game, cancelTo, onCancel, gameField, initialAmount = null, expense, onSaved } = props;
  const locale = useLocale();
  const intl = useIntl();
  const describe = useExpenseDescription();
  const people = game
    ? splitPeople(game, (guest, host) => intl.formatMessage(expenseSummaryText.guestOf, { guest, host }))
    : [];
  const reopened = expense && game ? draftsOf(expense, people, game.currency, locale) : null;
  const [split, setSplit] = useState<SplitDraft>(() => reopened?.split ?? newSplitDraft());
  const [payers, setPayers] = useState<PayersDraft>(
    () => reopened?.payers ?? { several: false, paidBy: '', amounts: {} },
  );
  const startAmount = expense?.amountCents ?? initialAmount;
  const form = useForm<ExpenseFormValues>({
    mode: 'controlled',
    initialValues: {
      amount: startAmount && game ? minorToInputText(startAmount, game.currency, locale) : '',
      description: expense
        ? describe(expense.description)
        : intl.formatMessage(expenseWordMessages.defaultDescription),
      category: ((expense?.category as ExpenseCategory | undefined) ?? 'court') as ExpenseCategory | '',
    },
  });
  // The payer defaults to me, and falls back to me when another game is chosen without the picked payer.
  const paidBy = game?.members.some((member) => member.userId === payers.paidBy)
    ? payers.paidBy
    : (game?.myUserId ?? '');
  const payersDraft = { ...payers, paidBy };
  const total = game ? typedAmount(form.values.amount, game.currency, locale) : null;
  const save = useSaveExpense({ game, expense, form, people, split, payers: payersDraft, onSaved });
  const blocked = blockedReason(game, intl);
  const chooseGameFirst = intl.formatMessage(formMessages.chooseGameFirst);
  const categoryOptions = EXPENSE_CATEGORIES.map((category) => ({
    value: category,
    label: intl.formatMessage(categoryText[category]),
  }));

  return (
    <form onSubmit={save.submit} noValidate>
      <Stack>
        <FormAlert message={save.failure} />
        <FormAlert message={blocked} tone="info" />
        {gameField}
        {game ? (
          <AmountInput
            label={intl.formatMessage(formMessages.amount)}
            required
            currency={game.currency}
            {...form.getInputProps('amount')}
          />
        ) : (
          <TextInput
            label={intl.formatMessage(formMessages.amount)}
            required
            disabled
            description={chooseGameFirst}
          />
        )}
        <TextInput
          label={intl.formatMessage(formMessages.description)}
          required
          autoComplete="off"
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <Select
          label={intl.formatMessage(formMessages.category)}
          required
          data={categoryOptions}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <PayersSection
          members={game?.members ?? []}
          attendees={game?.attendees ?? []}
          myUserId={game?.myUserId ?? null}
          draft={payersDraft}
          onChange={setPayers}
          total={total}
          currency={game?.currency ?? null}
          disabledHint={game ? null : chooseGameFirst}
          error={save.payersError}
        />
        {game && people.length > 0 ? (
          <SplitSection
            people={people}
            draft={split}
            onChange={setSplit}
            total={total}
            currency={game.currency}
            error={save.splitError}
          />
        ) : null}
        <Group justify="space-between">
          {onCancel ? (
            <Button variant="subtle" onClick={onCancel}>
              {intl.formatMessage(formMessages.cancel)}
            </Button>
          ) : (
            <Anchor component={Link} to={cancelTo ?? '/expenses'} size="sm">
              {intl.formatMessage(formMessages.cancel)}
            </Anchor>
          )}
          <NeedsConnection>
            <Button type="submit" loading={save.pending} disabled={blocked !== null}>
              {intl.formatMessage(expense ? splitFormMessages.save : formMessages.submit)}
            </Button>
          </NeedsConnection>
        </Group>
      </Stack>
    </form>
  );
}
