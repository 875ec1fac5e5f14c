import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '../../../shared/constants';
import { PAYMENT_METHOD_LABELS } from '../../../shared/expenses';
import { methodMessages } from './debt-messages';

/** A payment method's name in the viewer's language: brands keep their own, the others are translated. */
export function useMethodLabel(): (method: PaymentMethod) => string {
  const intl = useIntl();
  return useCallback(
    (method: PaymentMethod) =>
      method in methodMessages
        ? intl.formatMessage(methodMessages[method as keyof typeof methodMessages])
        : PAYMENT_METHOD_LABELS[method],
    [intl],
  );
}
