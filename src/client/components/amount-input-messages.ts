import { defineMessages } from '../../shared/i18n/define';

/** The amount field's words (src/client/components/amount-input.tsx), with the expenses' words. */
export const amountInputMessages = defineMessages({
  hint: {
    id: 'expenses.amountInput.hint',
    defaultMessage: 'In {currency}, e.g. {example}',
    description: 'Below an amount field: the currency’s name in the plural (“euros”) and an example amount.',
  },
});
