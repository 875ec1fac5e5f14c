import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { minorDigits, minorToInputText } from '../../shared/money';
import { currencyAffix, currencyPluralName } from '../../shared/money-parse';
import { useLocale } from '../i18n/locale-context';
import { amountInputMessages as messages } from './amount-input-messages';

interface AmountInputProps extends Omit<TextInputProps, 'leftSection' | 'rightSection' | 'inputMode'> {
  /** The ISO 4217 code of the group's currency: its symbol stands in the field where the viewer's locale puts it. */
  currency: string;
}

/** Room for a symbol of a few characters ("$", "R$", "KWD") beside the typed amount. */
const sectionWidth = (symbol: string) => Math.max(36, symbol.length * 10 + 16);

/**
 * An amount typed as the viewer writes numbers ('24,70' in French or German): the currency's symbol in place
 * (before or after, as Intl writes it in their locale), a decimal keyboard, and by default a description that
 * names the currency with an example amount in the viewer's own format.
 */
export function AmountInput({ currency, description, ...props }: AmountInputProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { symbol, side } = currencyAffix(currency, locale);
  const example = minorToInputText(50 * 10 ** minorDigits(currency), currency, locale);
  const section = (
    <Text size="sm" c="dimmed" aria-hidden="true">
      {symbol}
    </Text>
  );
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      description={
        description ??
        intl.formatMessage(messages.hint, { currency: currencyPluralName(currency, locale), example })
      }
      {...(side === 'before'
        ? { leftSection: section, leftSectionWidth: sectionWidth(symbol) }
        : { rightSection: section, rightSectionWidth: sectionWidth(symbol) })}
      {...props}
    />
  );
}
