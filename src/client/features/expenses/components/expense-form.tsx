import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../../shared/constants';
import { categoryText, DEFAULT_EXPENSE_DESCRIPTION, expenseText } from '../../../../shared/expenses';
import { minorToInputText } from '../../../../shared/money';
import { parseMinor } from '../../../../shared/money-parse';
import { ApiError, failureMessage } from '../../../api';
import { AmountInput } from '../../../components/amount-input';
import { expenseWordMessages } from '../../../components/expense-words';
import { FormAlert } from '../../../components/form-alert';
import { useAddExpense } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { useLocale } from '../../../i18n/locale-context';
import { NeedsConnection } from '../../../offline/needs-connection';
import { formMessages } from '../expenses-messages';

/** The largest amount the server takes, in minor units ($1,000,000.00, ¥100,000,000). */
const MAX_AMOUNT = 100_000_000;

export interface ExpenseGame {
  id: string;
  status: string;
  members: { userId: string; fullName: string }[];
  attendeeCount: number;
  myUserId: string;
  /** The group's currency: the amount is typed and sent in it. */
  currency: string;
}

interface ExpenseFormProps {
  /** The game the expense is for; null until one is chosen. */
  game: ExpenseGame | null;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Shown above the fields (the game picker when the address names no game). */
  gameField?: ReactNode;
  /** An amount to start from (the court's cost after Mark as Confirmed), in minor units; empty when null or zero. */
  initialAmount?: number | null;
}

/**
 * The exact minor units of an amount typed as the viewer writes numbers, or null unless it is at least one
 * unit and has no more decimals than the currency (spec 001 §5).
 */
function typedAmount(text: string, currency: string, locale: string): number | null {
  const amount = parseMinor(text, currency, locale);
  return amount !== null && amount >= 1 && amount <= MAX_AMOUNT ? amount : null;
}

/** Why this game takes no expense yet, before the server has to say so. */
function blockedReason(game: ExpenseGame | null, intl: IntlShape): string | null {
  if (!game) return null;
  if (game.status !== 'booked' && game.status !== 'completed')
    return intl.formatMessage(expenseText.notBooked);
  return game.attendeeCount === 0 ? intl.formatMessage(expenseText.noAttendees) : null;
}

/** Amount, description, category and payer of a new expense, split equally among the game's attendees. */
export function ExpenseForm({ game, cancelTo, gameField, initialAmount = null }: ExpenseFormProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const intl = useIntl();
  const say = useKnownText();
  const addExpense = useAddExpense();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      amount: initialAmount && game ? minorToInputText(initialAmount, game.currency, locale) : '',
      description: intl.formatMessage(expenseWordMessages.defaultDescription),
      category: 'court' as ExpenseCategory | '',
      paidBy: '',
    },
  });
  // The payer defaults to me, and falls back to me when another game is chosen without the picked payer.
  const paidBy = game?.members.some((member) => member.userId === form.values.paidBy)
    ? form.values.paidBy
    : (game?.myUserId ?? '');
  const blocked = blockedReason(game, intl);
  const categoryOptions = EXPENSE_CATEGORIES.map((category) => ({
    value: category,
    label: intl.formatMessage(categoryText[category]),
  }));
  const chooseGameFirst = intl.formatMessage(formMessages.chooseGameFirst);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    form.clearErrors();
    const amount = game ? typedAmount(values.amount, game.currency, locale) : null;
    const missing = !game || !values.description.trim() || !values.category || !paidBy;
    if (missing) setFailure(intl.formatMessage(expenseText.missingFields));
    if (game && amount === null) form.setFieldError('amount', intl.formatMessage(expenseText.invalidAmount));
    if (missing || amount === null || !game || !values.category) return;
    const description = values.description.trim();
    addExpense.mutate(
      {
        gameId: game.id,
        amountCents: amount,
        currency: game.currency,
        // The description the form starts with, in the viewer's language, is the default one.
        description:
          description === intl.formatMessage(expenseWordMessages.defaultDescription)
            ? DEFAULT_EXPENSE_DESCRIPTION
            : description,
        category: values.category,
        paidBy,
      },
      {
        onSuccess: () => navigate(`/games/${game.id}`),
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.amountCents)
            form.setFieldError('amount', say(error.fields.amountCents));
          else setFailure(say(failureMessage(error, expenseText.addFailed.defaultMessage)));
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
        <Select
          label={intl.formatMessage(formMessages.paidBy)}
          required
          data={(game?.members ?? []).map((member) => ({
            value: member.userId,
            label:
              member.userId === game?.myUserId
                ? intl.formatMessage(formMessages.memberYou, { name: member.fullName })
                : member.fullName,
          }))}
          value={paidBy || null}
          onChange={(value) => form.setFieldValue('paidBy', value ?? '')}
          allowDeselect={false}
          disabled={!game}
          description={game ? intl.formatMessage(formMessages.splitHint) : chooseGameFirst}
        />
        <Group justify="space-between">
          <Anchor component={Link} to={cancelTo} size="sm">
            {intl.formatMessage(formMessages.cancel)}
          </Anchor>
          <NeedsConnection>
            <Button type="submit" loading={addExpense.isPending} disabled={blocked !== null}>
              {intl.formatMessage(formMessages.submit)}
            </Button>
          </NeedsConnection>
        </Group>
      </Stack>
    </form>
  );
}
