import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PlaceFormValues } from '../place-form';
import { placeFormMessages as m } from '../places-messages';
import { CostInput } from './cost-input';
import { TagsField } from './tags-field';

interface PlaceFieldsProps {
  form: UseFormReturnType<PlaceFormValues>;
  /** The currency the costs are typed in: the group's, or the viewer's own for a place in no group. */
  currency: string;
  /** Shows "Group cost per hour (optional)", the override for the group the place is saved in. */
  withGroupCost: boolean;
  readOnly?: boolean;
  onRemoveTag?: (tag: string) => void;
  /** Shown right below the address, where a match is noticed before the rest is typed. */
  afterAddress?: ReactNode;
}

/** The fields a place has (spec 000 §2), shared by the create and edit screens. */
export function PlaceFields({
  form,
  currency,
  withGroupCost,
  readOnly,
  onRemoveTag,
  afterAddress,
}: PlaceFieldsProps) {
  const intl = useIntl();
  const initial = form.getInitialValues();
  return (
    <>
      <TextInput
        label={intl.formatMessage(m.name)}
        required={!readOnly}
        readOnly={readOnly}
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={intl.formatMessage(m.address)}
        required={!readOnly}
        readOnly={readOnly}
        autoComplete="off"
        {...form.getInputProps('address')}
      />
      {afterAddress}
      <TextInput
        label={intl.formatMessage(m.contactNumber)}
        type="tel"
        readOnly={readOnly}
        autoComplete="off"
        {...form.getInputProps('contactNumber')}
      />
      <SimpleGrid cols={{ base: 1, xs: withGroupCost ? 2 : 1 }} spacing="md">
        <CostInput
          label={intl.formatMessage(m.costPerHour)}
          currency={currency}
          defaultValue={initial.cost}
          onChange={(text) => form.setFieldValue('cost', text)}
          error={form.errors.cost}
          readOnly={readOnly}
        />
        {withGroupCost ? (
          <CostInput
            label={intl.formatMessage(m.groupCostPerHour)}
            currency={currency}
            defaultValue={initial.groupCost}
            onChange={(text) => form.setFieldValue('groupCost', text)}
            error={form.errors.groupCost}
            readOnly={readOnly}
          />
        ) : null}
      </SimpleGrid>
      <TagsField
        value={form.values.tags}
        onChange={(tags) => form.setFieldValue('tags', tags)}
        onRemove={onRemoveTag}
        error={form.errors.tags}
        readOnly={readOnly}
      />
    </>
  );
}
