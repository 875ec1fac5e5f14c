import { NumberInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type IntlShape, useIntl } from 'react-intl';
import { GAME_DURATION } from '../../../../shared/cost-per-head';
import { durationMinutesSchema, MAX_PEOPLE_LIMIT } from '../../../../shared/games';
import { gameRuleMessages, sizeMessages as m } from '../game-forms-messages';

/** Form values for how long a game lasts (hours, as people say it) and how many may come (empty: no limit). */
export interface SizeValues {
  durationHours: number | string;
  maxPeople: number | string;
}

export const sizeValuesOf = (game?: { durationMinutes: number; maxPeople: number | null }): SizeValues => ({
  durationHours: (game?.durationMinutes ?? GAME_DURATION.defaultMinutes) / 60,
  maxPeople: game?.maxPeople ?? '',
});

export const minutesOf = (hours: number | string) => Math.round(Number(hours) * 60);
export const maxPeopleOf = (value: number | string) => (value === '' ? null : Number(value));

/** The same limits the API holds, said under the field (in the viewer's language) before anything is sent. */
export function sizeRules<Values>(
  minPeople: (values: Values) => number,
  intl: IntlShape,
  say: (text: string) => string,
) {
  return {
    durationHours: (hours: number | string) => {
      const parsed = durationMinutesSchema.safeParse(hours === '' ? Number.NaN : minutesOf(hours));
      const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
      return message ? say(message) : null;
    },
    maxPeople: (value: number | string, values: Values) => {
      const max = maxPeopleOf(value);
      const min = minPeople(values);
      return max === null || max >= min
        ? null
        : intl.formatMessage(gameRuleMessages.maxBelowMin, { minimum: min });
    },
  };
}

export function SizeFields({
  durationProps,
  maxPeopleProps,
}: {
  durationProps: GetInputPropsReturnType;
  maxPeopleProps: GetInputPropsReturnType;
}) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <NumberInput
        label={intl.formatMessage(m.duration)}
        description={intl.formatMessage(m.durationHint)}
        required
        min={GAME_DURATION.minMinutes / 60}
        max={GAME_DURATION.maxMinutes / 60}
        step={0.5}
        decimalScale={2}
        clampBehavior="none"
        allowNegative={false}
        {...durationProps}
      />
      <NumberInput
        label={intl.formatMessage(m.maxPeople)}
        description={intl.formatMessage(m.maxPeopleHint)}
        min={2}
        max={MAX_PEOPLE_LIMIT}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...maxPeopleProps}
      />
    </SimpleGrid>
  );
}
