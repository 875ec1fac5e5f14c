import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { currencyAffix } from '../../../../shared/money-parse';
import { useLocale } from '../../../i18n/locale-context';
import { placeFormMessages as m } from '../places-messages';

interface CostInputProps {
  label: string;
  /** The currency the cost is typed in: its symbol stands where the viewer's locale puts it. */
  currency: string;
  /** The text the field starts with; the field keeps its own text from then on. */
  defaultValue: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  readOnly?: boolean;
}

/**
 * A cost per hour typed as the viewer writes numbers ('24,70' in French or German), with the currency's
 * symbol in place and a '/hour' suffix in the viewer's language (spec 000 §5). The text is handed on as typed and becomes integer minor
 * units only when the form is sent; it is never read as a float. A text field, not a number field: a number
 * field takes neither grouping separators nor, in every browser, the viewer's decimal comma.
 */
export function CostInput({ label, currency, defaultValue, onChange, error, readOnly }: CostInputProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { symbol, side } = currencyAffix(currency, locale);
  const suffix = intl.formatMessage(m.costSuffix, { symbol: side === 'after' ? symbol : '' });
  return (
    <TextInput
      inputMode="decimal"
      label={label}
      defaultValue={defaultValue}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      readOnly={readOnly}
      leftSection={side === 'before' ? <Text aria-hidden="true">{symbol}</Text> : undefined}
      leftSectionWidth={side === 'before' ? Math.max(36, symbol.length * 10 + 16) : undefined}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden="true">
          {suffix}
        </Text>
      }
      rightSectionWidth={suffix.length * 8 + 16}
      rightSectionPointerEvents="none"
      autoComplete="off"
    />
  );
}
