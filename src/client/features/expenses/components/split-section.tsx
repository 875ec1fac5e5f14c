import { Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SPLIT_MODES, type SplitMode } from '../../../../shared/split';
import { AmountInput } from '../../../components/amount-input';
import { useFormatMoney } from '../../../components/use-money';
import { useLocale } from '../../../i18n/locale-context';
import { formMessages } from '../expenses-messages';
import {
  isTicked,
  leftToAssign,
  type SplitDraft,
  type SplitPerson,
  splitOutcome,
  tickedWeights,
  weightText,
} from '../split-draft';
import { splitFormMessages as m } from '../split-messages';
import { FieldError, LeftToAssign } from './left-to-assign';

interface SplitSectionProps {
  people: readonly SplitPerson[];
  draft: SplitDraft;
  onChange: (draft: SplitDraft) => void;
  /** The typed total in minor units, or null while it does not read as an amount. */
  total: number | null;
  currency: string;
  /** Why the split was refused, by the form or the API. */
  error: string | null;
}

const WEIGHT_LABEL = {
  equal: m.sharesFor,
  shares: m.sharesFor,
  exact: m.amountFor,
  percentage: m.percentFor,
};

/**
 * How the expense is split and among whom: Equally by default with everyone at the game ticked (nothing to do
 * for the common case), or by shares, exact amounts or percentages with a field per ticked person; what is left
 * to assign and each person's part follow the typing.
 */
export function SplitSection({ people, draft, onChange, total, currency, error }: SplitSectionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const outcome = total === null ? null : splitOutcome(draft, people, total, currency, locale);
  const parts = outcome?.ok ? outcome.parts : null;
  const weights = tickedWeights(draft, people, currency, locale).map(({ weight }) => weight);
  const left = leftToAssign(draft.mode, total, weights);
  const percent = (hundredths: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(hundredths / 10_000);

  const tick = (key: string, on: boolean) =>
    onChange({
      ...draft,
      unticked: on ? draft.unticked.filter((each) => each !== key) : [...draft.unticked, key],
    });
  const type = (key: string, value: string) =>
    onChange({
      ...draft,
      weights: { ...draft.weights, [draft.mode]: { ...draft.weights[draft.mode], [key]: value } },
    });

  const hint =
    draft.mode === 'equal'
      ? intl.formatMessage(formMessages.splitHint)
      : draft.mode === 'shares'
        ? intl.formatMessage(m.sharesHint)
        : null;

  return (
    <Stack gap="xs">
      <Radio.Group
        label={intl.formatMessage(m.split)}
        description={hint}
        value={draft.mode}
        onChange={(mode) => onChange({ ...draft, mode: mode as SplitMode })}
      >
        <Group gap="md" mt="xs">
          {SPLIT_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={intl.formatMessage(m[mode])} />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap={6} role="group" aria-label={intl.formatMessage(m.people)}>
        {people.map((person) => {
          const ticked = isTicked(draft, person.key);
          const label = intl.formatMessage(WEIGHT_LABEL[draft.mode], { name: person.name });
          const part = parts?.get(person.key);
          const field = {
            'aria-label': label,
            size: 'xs' as const,
            w: 120,
            value: weightText(draft, person.key),
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              type(person.key, event.currentTarget.value),
          };
          return (
            // On a phone the field and part move below a long name instead of overflowing.
            <Group key={person.key} justify="space-between" gap="xs" style={{ rowGap: 4 }}>
              <Checkbox
                label={person.name}
                checked={ticked}
                onChange={(event) => tick(person.key, event.currentTarget.checked)}
                styles={{ label: { overflowWrap: 'anywhere' } }}
                style={{ minWidth: 0 }}
              />
              <Group gap="xs" wrap="nowrap" ml="auto">
                {ticked && draft.mode === 'shares' ? <TextInput inputMode="numeric" {...field} /> : null}
                {ticked && draft.mode === 'exact' ? (
                  <AmountInput currency={currency} description={false} {...field} />
                ) : null}
                {ticked && draft.mode === 'percentage' ? (
                  <TextInput
                    inputMode="decimal"
                    autoComplete="off"
                    rightSection={
                      <Text size="sm" c="dimmed" aria-hidden="true">
                        %
                      </Text>
                    }
                    {...field}
                  />
                ) : null}
                {part !== undefined ? (
                  <Text size="sm" fw={600} miw={64} ta="right">
                    {formatMoney(part, currency)}
                  </Text>
                ) : null}
              </Group>
            </Group>
          );
        })}
      </Stack>
      {draft.mode === 'exact' && left !== null ? (
        <LeftToAssign left={left} say={(amount) => formatMoney(amount, currency)} />
      ) : null}
      {draft.mode === 'percentage' && left !== null ? <LeftToAssign left={left} say={percent} /> : null}
      <FieldError message={error} />
    </Stack>
  );
}
