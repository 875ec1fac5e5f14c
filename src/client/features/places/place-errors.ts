import type { UseFormReturnType } from '@mantine/form';
import { ApiError, failureMessage } from '../../api';
import type { PlaceFormValues } from './place-form';

const formFieldOf: Record<string, keyof PlaceFormValues> = {
  name: 'name',
  address: 'address',
  contactNumber: 'contactNumber',
  costPerHourCents: 'cost',
  groupCostPerHourCents: 'groupCost',
  tags: 'tags',
};

/**
 * Puts a refused save on the screen: the server's field messages beside their fields, anything else as
 * one message (the server's own for a 4xx, else `fallback`), each said in the viewer's language (`say`, from
 * useKnownText). Returns that message, or null.
 */
export function showSaveFailure(
  form: UseFormReturnType<PlaceFormValues>,
  error: unknown,
  fallback: string,
  say: (text: string) => string,
): string | null {
  if (error instanceof ApiError && error.fields) {
    const entries = Object.entries(error.fields).flatMap(([field, message]) => {
      const formField = formFieldOf[field.split('.')[0] ?? ''];
      return formField ? [[formField, say(message)] as const] : [];
    });
    if (entries.length > 0) {
      form.setErrors(Object.fromEntries(entries));
      return null;
    }
  }
  return say(failureMessage(error, fallback));
}
