import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { DATE_PRESETS, localTimeZone, presetDate, slotLabel, TIME_SLOTS } from '../../../../shared/time';

type InputProps = Pick<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'onBlur' | 'error'>;

const TIME_CHOICES = [
  { value: '', label: 'Choose a time' },
  ...TIME_SLOTS.map((slot) => ({ value: slot, label: slotLabel(slot) })),
];

interface WhenFieldsProps {
  dateProps: InputProps;
  timeProps: InputProps;
}

/**
 * Date ('YYYY-MM-DD', the viewer's calendar) and one of the 35 half-hour time slots (spec 001 §9). A game
 * seen from another time zone may sit outside the slots; its own time stays on offer then.
 */
export function WhenFields({ dateProps, timeProps }: WhenFieldsProps) {
  const current = typeof timeProps.value === 'string' ? timeProps.value : '';
  const choices =
    current && !TIME_SLOTS.includes(current)
      ? [...TIME_CHOICES, { value: current, label: slotLabel(current) }]
      : TIME_CHOICES;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput type="date" label="Date" required {...dateProps} />
      <NativeSelect
        label="Time"
        required
        data={choices}
        {...(timeProps as ComponentProps<typeof NativeSelect>)}
      />
    </SimpleGrid>
  );
}

/** Quick presets: the next Sat 7am, Sat 8am, Sun 8am or Thu 7pm, never today (spec 001 §9). */
export function DatePresets({ onPick }: { onPick: (when: { date: string; time: string }) => void }) {
  return (
    <Group gap="xs" role="group" aria-label="Quick dates">
      {DATE_PRESETS.map((preset) => (
        <Button
          key={preset.id}
          variant="default"
          size="compact-sm"
          onClick={() => onPick(presetDate(preset, new Date(), localTimeZone()))}
        >
          {preset.label}
        </Button>
      ))}
    </Group>
  );
}
