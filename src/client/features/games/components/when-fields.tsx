import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import { Button, Group, NativeSelect, SimpleGrid, type TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { firstDayOfWeek, numericDateFormat, parseTypedDate } from '../../../../shared/date-input-format';
import type { Locale } from '../../../../shared/i18n/locales';
import {
  DATE_PRESETS,
  localTimeZone,
  presetDate,
  presetLabel,
  slotLabel,
  TIME_SLOTS,
} from '../../../../shared/time';
import { formatLocale } from '../../../i18n/format-locale';
import { useLanguage } from '../../../i18n/i18n-provider';
import { useLocale } from '../../../i18n/locale-context';
import { whenMessages as m } from '../game-page-messages';

type InputProps = Pick<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** The date's form field: Mantine form's input props, whose change takes the value itself. */
interface DateFieldProps extends Omit<InputProps, 'onChange'> {
  onChange?: (value: string) => void;
}

interface WhenFieldsProps {
  dateProps: DateFieldProps;
  timeProps: InputProps;
}

/** dayjs's name of each language, for the calendar's month and weekday names. */
const CALENDAR_LOCALES: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', de: 'de', 'pt-BR': 'pt-br' };

/**
 * Date ('YYYY-MM-DD', the viewer's calendar; typed and shown as their language writes a date, its calendar
 * starting the week on their region's first day) and one of the 35 half-hour time slots (spec 001 §9), the slots in
 * the viewer's clock. A game seen from another time zone may sit outside the slots; its own time stays on offer.
 */
export function WhenFields({ dateProps, timeProps }: WhenFieldsProps) {
  const intl = useIntl();
  const { locale: language } = useLanguage();
  const locale = useLocale();
  const current = typeof timeProps.value === 'string' ? timeProps.value : '';
  const slots = current && !TIME_SLOTS.includes(current) ? [...TIME_SLOTS, current] : TIME_SLOTS;
  const choices = [
    { value: '', label: intl.formatMessage(m.chooseTime) },
    ...slots.map((slot) => ({ value: slot, label: slotLabel(slot, formatLocale()) })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <DateInput
        label={intl.formatMessage(m.date)}
        required
        value={typeof dateProps.value === 'string' && dateProps.value ? dateProps.value : null}
        onChange={(value) => dateProps.onChange?.(value ?? '')}
        onBlur={dateProps.onBlur}
        error={dateProps.error}
        locale={CALENDAR_LOCALES[language]}
        firstDayOfWeek={firstDayOfWeek(locale)}
        valueFormat={numericDateFormat(locale)}
        dateParser={(text) => parseTypedDate(text, locale)}
      />
      <NativeSelect
        label={intl.formatMessage(m.time)}
        required
        data={choices}
        {...(timeProps as ComponentProps<typeof NativeSelect>)}
      />
    </SimpleGrid>
  );
}

/** Quick presets: the next Sat 7am, Sat 8am, Sun 8am or Thu 7pm, never today (spec 001 §9). */
export function DatePresets({ onPick }: { onPick: (when: { date: string; time: string }) => void }) {
  const intl = useIntl();
  return (
    <Group gap="xs" role="group" aria-label={intl.formatMessage(m.quickDates)}>
      {DATE_PRESETS.map((preset) => (
        <Button
          key={preset.id}
          variant="default"
          size="compact-sm"
          onClick={() => onPick(presetDate(preset, new Date(), localTimeZone()))}
        >
          {presetLabel(preset, formatLocale())}
        </Button>
      ))}
    </Group>
  );
}
