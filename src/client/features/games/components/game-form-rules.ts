import { gameMessages, isPastOption } from '../../../../shared/games';
import { localTimeZone, zonedInstant } from '../../../../shared/time';

/** Form values shared by Create Game, Edit details and Add option: the time zone is always the viewer's. */
export interface WhenValues {
  date: string;
  time: string;
}

/** Spec 001 §5: 'Date and time are required', said once: under the date, or under the time once a date is set. */
export const whenRules = {
  date: (value: string) => (value ? null : gameMessages.dateTimeRequired),
  time: (value: string, values: WhenValues) => (value || !values.date ? null : gameMessages.dateTimeRequired),
};

/**
 * A poll's option: the rules above, and a time already passed said under the date before anything is sent, as
 * the API says it. `kept` is the instant an edited poll already has: it may stay, passed or not.
 */
export function futureWhenRules(kept?: string) {
  return {
    ...whenRules,
    date: (value: string, values: WhenValues) => {
      if (!value) return gameMessages.dateTimeRequired;
      if (!values.time) return null;
      const instant = zonedInstant(value, values.time, localTimeZone());
      const unchanged = kept !== undefined && instant.getTime() === new Date(kept).getTime();
      return !unchanged && isPastOption(instant, new Date()) ? gameMessages.optionInPast : null;
    },
  };
}

export const titleRule = (value: string) => (value.trim() ? null : gameMessages.titleRequired);
export const placeRule = (value: string) => (value ? null : gameMessages.placeRequired);

/** The UTC instant of the chosen wall-clock date and time in `timeZone`, as the API takes it. */
export function instantOf({ date, time }: WhenValues, timeZone: string): string {
  return zonedInstant(date, time, timeZone).toISOString();
}

/** Server field names mapped to form field names, so a refusal lands under the field it is about. */
export function fieldErrors(
  fields: Record<string, string> | undefined,
  names: Record<string, string>,
): Record<string, string> | null {
  if (!fields) return null;
  const mapped = Object.entries(fields).flatMap(([field, message]) => {
    const name = names[field];
    return name ? [[name, message] as const] : [];
  });
  return mapped.length > 0 ? Object.fromEntries(mapped) : null;
}

type Rule = (value: never, values: never, path: string) => unknown;

/**
 * The rules with each English error they give said in the viewer's language (`say`, from useKnownText): they
 * give the API's words (gameMessages), which the catalogues hold as gameText.
 */
export function saidRules<R extends Record<string, Rule>>(rules: R, say: (text: string) => string): R {
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [
      field,
      (value: never, values: never, path: string) => {
        const error = rule(value, values, path);
        return typeof error === 'string' ? say(error) : error;
      },
    ]),
  ) as R;
}

/** The API's refusals of fields, each said in the viewer's language when it is a known message. */
export function saidErrors(
  errors: Record<string, string>,
  say: (text: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
}
