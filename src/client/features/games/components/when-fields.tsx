import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import {
  DATE_PRESETS,
  localTimeZone,
  presetDate,
  presetLabel,
  slotLabel,
  TIME_SLOTS,
} from '../../../../shared/time';
import { formatLocale } from '../../../i18n/format-locale';
import { whenMessages as m } from '../game-page-messages';

type InputProps = Pick<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'onBlur' | 'error'>;

interface WhenFieldsProps {
  dateProps: InputProps;
  timeProps: InputProps;
}

/**
 * Date ('YYYY-MM-DD', the viewer's calendar) and one of the 35 half-hour time slots (spec 001 §9), the slots in
 * the viewer's clock. A game seen from another time zone may sit outside the slots; its own time stays on offer.
 */
export function WhenFields({ dateProps, timeProps }: WhenFieldsProps) {
  const intl = useIntl();
  const current = typeof timeProps.value === 'string' ? timeProps.value : '';
  const slots = current && !TIME_SLOTS.includes(current) ? [...TIME_SLOTS, current] : TIME_SLOTS;
  const choices = [
    { value: '', label: intl.formatMessage(m.chooseTime) },
    ...slots.map((slot) => ({ value: slot, label: slotLabel(slot, formatLocale()) })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput type="date" label={intl.formatMessage(m.date)} required {...dateProps} />
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
