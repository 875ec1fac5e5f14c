import { centsToDecimalText, parseDollarsToCents } from '../../../shared/money';
import { costTextIssue, normalizeTags, updatePlaceSchema } from '../../../shared/places';

/** What the place form holds: costs stay the typed dollar text until they are sent as cents. */
export interface PlaceFormValues {
  name: string;
  address: string;
  contactNumber: string;
  cost: string;
  tags: string[];
  groupCost: string;
}

export const emptyPlaceForm: PlaceFormValues = {
  name: '',
  address: '',
  contactNumber: '',
  cost: '',
  tags: [],
  groupCost: '',
};

/** A cost field's text as cents: empty is null (no cost); `undefined` when the text is not an amount. */
export function costFromText(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return parseDollarsToCents(text) ?? undefined;
}

/** Cents as the text a cost field starts with; no cost is an empty field. */
export function costToText(cents: number | null): string {
  return cents === null ? '' : centsToDecimalText(cents);
}

/** The request body. Only called on validated values, where every cost is an amount or empty. */
export function toPlaceInput(values: PlaceFormValues) {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    contactNumber: values.contactNumber.trim() || null,
    costPerHourCents: costFromText(values.cost) ?? null,
    tags: normalizeTags(values.tags),
    groupCostPerHourCents: costFromText(values.groupCost) ?? null,
  };
}

const fieldOf: Record<string, keyof PlaceFormValues> = {
  name: 'name',
  address: 'address',
  contactNumber: 'contactNumber',
  costPerHourCents: 'cost',
  tags: 'tags',
  groupCostPerHourCents: 'groupCost',
};

/**
 * Checks the form with the schema the server uses, so the messages are the spec's. A cost that is not an
 * amount is handed to the schema as NaN, and then said what is wrong with it (negative, over 2 decimals) as the
 * API says it of cents.
 */
export function validatePlaceForm(values: PlaceFormValues): Partial<Record<keyof PlaceFormValues, string>> {
  const forSchema = (text: string) => {
    const cents = costFromText(text);
    return cents === undefined ? Number.NaN : cents;
  };
  const input = {
    ...toPlaceInput(values),
    costPerHourCents: forSchema(values.cost),
    groupCostPerHourCents: forSchema(values.groupCost),
  };
  const result = updatePlaceSchema.safeParse(input);
  const errors: Partial<Record<keyof PlaceFormValues, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  for (const field of ['cost', 'groupCost'] as const) {
    const issue = costTextIssue(values[field]);
    if (issue) errors[field] = issue;
  }
  return errors;
}
