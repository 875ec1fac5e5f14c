import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AmountInput } from '../../../components/amount-input';
import { useFormatMoney } from '../../../components/use-money';
import { useLocale } from '../../../i18n/locale-context';
import { formMessages } from '../expenses-messages';
import { type PayersDraft, payersLeft } from '../split-draft';
import { splitFormMessages as m } from '../split-messages';
import { FieldError, LeftToAssign } from './left-to-assign';

interface Person {
  userId: string;
  fullName: string;
}

interface PayersSectionProps {
  /** Who may be the one payer: any member, as before. */
  members: readonly Person[];
  /** Who may be one of several payers: the people at the game. */
  attendees: readonly Person[];
  myUserId: string | null;
  draft: PayersDraft;
  onChange: (draft: PayersDraft) => void;
  total: number | null;
  currency: string | null;
  /** Shown under the one-payer list while there is no game to choose from. */
  disabledHint: string | null;
  error: string | null;
}

/** Who paid: one person (the list, as before), or several with what each paid, adding up to the total. */
export function PayersSection(props: PayersSectionProps) {
  const { members, attendees, myUserId, draft, onChange, total, currency, disabledHint, error } = props;
  const intl = useIntl();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const nameOf = (person: Person) =>
    person.userId === myUserId
      ? intl.formatMessage(formMessages.memberYou, { name: person.fullName })
      : person.fullName;
  const left = currency ? payersLeft(draft, total, currency, locale) : null;

  // In the same place either way, so it keeps the focus when ticked or unticked.
  const severalBox = currency ? (
    <Checkbox
      label={intl.formatMessage(m.severalPaid)}
      description={draft.several ? intl.formatMessage(m.severalHint) : null}
      checked={draft.several}
      onChange={(event) => onChange({ ...draft, several: event.currentTarget.checked })}
    />
  ) : null;

  return (
    <Stack gap="xs">
      {draft.several ? (
        <Text size="sm" fw={500} aria-hidden="true">
          {intl.formatMessage(formMessages.paidBy)}
        </Text>
      ) : (
        <Select
          label={intl.formatMessage(formMessages.paidBy)}
          required
          data={members.map((member) => ({ value: member.userId, label: nameOf(member) }))}
          value={draft.paidBy || null}
          onChange={(value) => onChange({ ...draft, paidBy: value ?? '' })}
          allowDeselect={false}
          disabled={disabledHint !== null}
          description={disabledHint}
        />
      )}
      {severalBox}
      {draft.several && currency ? (
        <Stack gap="xs" role="group" aria-label={intl.formatMessage(formMessages.paidBy)}>
          {attendees.map((person) => (
            <AmountInput
              key={person.userId}
              label={intl.formatMessage(m.paidAmountFor, { name: nameOf(person) })}
              description={false}
              currency={currency}
              value={draft.amounts[person.userId] ?? ''}
              onChange={(event) =>
                onChange({
                  ...draft,
                  amounts: { ...draft.amounts, [person.userId]: event.currentTarget.value },
                })
              }
            />
          ))}
          {left !== null ? (
            <LeftToAssign left={left} say={(amount) => formatMoney(amount, currency)} />
          ) : null}
        </Stack>
      ) : null}
      <FieldError message={error} />
    </Stack>
  );
}
