import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../../shared/constants';
import { CATEGORY_LABELS, DEFAULT_EXPENSE_DESCRIPTION, expenseMessages } from '../../../../shared/expenses';
import { centsToDecimalText, parseDollarsToCents } from '../../../../shared/money';
import { ApiError, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { NeedsConnection } from '../../../offline/needs-connection';
import { useAddExpense } from '../api';

/** The largest amount the server takes: $1,000,000.00. */
const MAX_AMOUNT_CENTS = 100_000_000;

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_LABELS[category],
}));

export interface ExpenseGame {
  id: string;
  status: string;
  members: { userId: string; fullName: string }[];
  attendeeCount: number;
  myUserId: string;
}

interface ExpenseFormProps {
  /** The game the expense is for; null until one is chosen. */
  game: ExpenseGame | null;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Shown above the fields (the game picker when the address names no game). */
  gameField?: ReactNode;
  /** An amount to start from (the court's cost after Mark as Confirmed); empty when null or zero. */
  initialAmountCents?: number | null;
}

/** Exact cents of a typed dollar amount, or null unless it is at least $0.01 (spec 001 §5). */
function amountCents(text: string): number | null {
  const cents = parseDollarsToCents(text);
  return cents !== null && cents >= 1 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** Why this game takes no expense yet, before the server has to say so. */
function blockedReason(game: ExpenseGame | null): string | null {
  if (!game) return null;
  if (game.status !== 'booked' && game.status !== 'completed') return expenseMessages.notBooked;
  return game.attendeeCount === 0 ? expenseMessages.noAttendees : null;
}

/** Amount, description, category and payer of a new expense, split equally among the game's attendees. */
export function ExpenseForm({ game, cancelTo, gameField, initialAmountCents = null }: ExpenseFormProps) {
  const navigate = useNavigate();
  const addExpense = useAddExpense();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      amount: initialAmountCents ? centsToDecimalText(initialAmountCents) : '',
      description: DEFAULT_EXPENSE_DESCRIPTION,
      category: 'court' as ExpenseCategory | '',
      paidBy: '',
    },
  });
  // The payer defaults to me, and falls back to me when another game is chosen without the picked payer.
  const paidBy = game?.members.some((member) => member.userId === form.values.paidBy)
    ? form.values.paidBy
    : (game?.myUserId ?? '');
  const blocked = blockedReason(game);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    form.clearErrors();
    const cents = amountCents(values.amount);
    const missing = !game || !values.description.trim() || !values.category || !paidBy;
    if (missing) setFailure(expenseMessages.missingFields);
    if (cents === null) form.setFieldError('amount', expenseMessages.invalidAmount);
    if (missing || cents === null || !game || !values.category) return;
    addExpense.mutate(
      {
        gameId: game.id,
        amountCents: cents,
        description: values.description.trim(),
        category: values.category,
        paidBy,
      },
      {
        onSuccess: () => navigate(`/games/${game.id}`),
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.amountCents)
            form.setFieldError('amount', error.fields.amountCents);
          else setFailure(failureMessage(error, expenseMessages.addFailed));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={failure} />
        <FormAlert message={blocked} tone="info" />
        {gameField}
        <TextInput
          label="Amount"
          description="In US dollars, e.g. 50.00"
          required
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          {...form.getInputProps('amount')}
        />
        <TextInput
          label="Description"
          required
          autoComplete="off"
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <Select
          label="Category"
          required
          data={CATEGORY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label="Paid by"
          required
          data={(game?.members ?? []).map((member) => ({
            value: member.userId,
            label: member.userId === game?.myUserId ? `${member.fullName} (you)` : member.fullName,
          }))}
          value={paidBy || null}
          onChange={(value) => form.setFieldValue('paidBy', value ?? '')}
          allowDeselect={false}
          disabled={!game}
          description={game ? 'The cost is split equally among the people who came.' : 'Choose a game first.'}
        />
        <Group justify="space-between">
          <Anchor component={Link} to={cancelTo} size="sm">
            Cancel
          </Anchor>
          <NeedsConnection>
            <Button type="submit" loading={addExpense.isPending} disabled={blocked !== null}>
              Add Expense
            </Button>
          </NeedsConnection>
        </Group>
      </Stack>
    </form>
  );
}
