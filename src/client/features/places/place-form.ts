import type { MessageFormatter } from '../../../shared/i18n/define';
import { minorToInputText } from '../../../shared/money';
import { parseMinor } from '../../../shared/money-parse';
import { costTextIssue, normalizeTags, updatePlaceSchema } from '../../../shared/places';

/**
 * The currency the form's costs are typed in (the group's; a place in no group is read in the viewer's own)
 * and the viewer's locale, whose decimal and grouping separators they are typed with.
 */
export interface CostMoney {
  currency: string;
  locale: string;
}

/** What the place form holds: costs stay the typed text until they are sent in minor units. */
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

/** A cost field's text in minor units: empty is null (no cost); `undefined` when the text is not an amount. */
export function costFromText(text: string, money: CostMoney): number | null | undefined {
  if (text.trim() === '') return null;
  return parseMinor(text, money.currency, money.locale) ?? undefined;
}

/** Minor units as the text a cost field starts with, as the viewer writes numbers; no cost is an empty field. */
export function costToText(amount: number | null, money: CostMoney): string {
  return amount === null ? '' : minorToInputText(amount, money.currency, money.locale);
}

/** The request body. Only called on validated values, where every cost is an amount or empty. */
export function toPlaceInput(values: PlaceFormValues, money: CostMoney) {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    contactNumber: values.contactNumber.trim() || null,
    costPerHourCents: costFromText(values.cost, money) ?? null,
    tags: normalizeTags(values.tags),
    groupCostPerHourCents: costFromText(values.groupCost, money) ?? null,
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
 * Checks the form with the schema the server uses, so the messages are the spec's, said in the viewer's language
 * (`say`, from useKnownText). A cost that is not an amount is handed to the schema as NaN, and then said what is
 * wrong with it (negative, more decimals than the currency has) in the currency it is typed in, by `intl`.
 */
export function validatePlaceForm(
  values: PlaceFormValues,
  money: CostMoney,
  intl: MessageFormatter,
  say: (text: string) => string,
): Partial<Record<keyof PlaceFormValues, string>> {
  const forSchema = (text: string) => {
    const amount = costFromText(text, money);
    return amount === undefined ? Number.NaN : amount;
  };
  const input = {
    ...toPlaceInput(values, money),
    costPerHourCents: forSchema(values.cost),
    groupCostPerHourCents: forSchema(values.groupCost),
  };
  const result = updatePlaceSchema.safeParse(input);
  const errors: Partial<Record<keyof PlaceFormValues, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = say(issue.message);
  }
  for (const field of ['cost', 'groupCost'] as const) {
    const issue = costTextIssue(values[field], money.currency, money.locale, intl);
    if (issue) errors[field] = issue;
  }
  return errors;
}
