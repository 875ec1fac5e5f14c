import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { placeText } from '../../../../shared/places';
import { FormAlert } from '../../../components/form-alert';
import { useOwnCurrency } from '../../../components/use-money';
import { type GroupPlaceDetail, useUpdatePlace } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { useLocale } from '../../../i18n/locale-context';
import { showSaveFailure } from '../place-errors';
import {
  type CostMoney,
  costToText,
  type PlaceFormValues,
  toPlaceInput,
  validatePlaceForm,
} from '../place-form';
import { placeCommonMessages as common, placeFormMessages as m } from '../places-messages';
import { PlaceFields } from './place-fields';

/** The place as the form edits it: in one group (with that group's cost override), or of my own. */
interface EditablePlace {
  place: Pick<GroupPlaceDetail['place'], 'name' | 'address' | 'contactNumber' | 'costPerHourCents' | 'tags'>;
  groupCostPerHourCents: number | null;
  canEdit: boolean;
  /** The group's currency, which the costs are in; a place of my own is read in my own currency. */
  currency?: string;
}

interface EditPlaceFormProps {
  /** The group the place is edited in; null for a place of my own, in none of my groups. */
  groupId: string | null;
  placeId: string;
  detail: EditablePlace;
}

function initialValues({ place, groupCostPerHourCents }: EditablePlace, money: CostMoney): PlaceFormValues {
  return {
    name: place.name,
    address: place.address,
    contactNumber: place.contactNumber ?? '',
    cost: costToText(place.costPerHourCents, money),
    tags: place.tags,
    groupCost: costToText(groupCostPerHourCents, money),
  };
}

/** `tag` put back at `index` (or at the end), unless it is there already. */
function withTag(tags: string[], tag: string, index: number): string[] {
  if (tags.includes(tag)) return tags;
  return [...tags.slice(0, index), tag, ...tags.slice(index)];
}

/**
 * The edit form. Removing a saved tag is saved at once (spec 000 §4) with the place as stored, and put back
 * on screen if that fails; everything else waits for "Save changes". Non-admins see it read-only.
 */
export function EditPlaceForm({ groupId, placeId, detail }: EditPlaceFormProps) {
  const navigate = useNavigate();
  const save = useUpdatePlace(groupId, placeId);
  const saveTags = useUpdatePlace(groupId, placeId);
  const [failure, setFailure] = useState<string | null>(null);
  const locale = useLocale();
  const intl = useIntl();
  const say = useKnownText();
  const ownCurrency = useOwnCurrency();
  const money: CostMoney = { currency: detail.currency ?? ownCurrency, locale };
  const form = useForm({
    initialValues: initialValues(detail, money),
    validate: (values) => validatePlaceForm(values, money, intl, say),
  });
  // The tags as stored; removals update it before the server answers, so quick removals do not race.
  const savedTags = useRef(detail.place.tags);
  // Cancel and Save go back where the place is listed: its group's page, or /places.
  const backPath = groupId ? `/groups/${groupId}` : '/places';
  const editPath = (id: string) => (groupId ? `/groups/${groupId}/places/${id}/edit` : `/places/edit/${id}`);
  const readOnly = !detail.canEdit;

  const removeTag = (tag: string) => {
    const index = savedTags.current.indexOf(tag);
    if (index === -1) return; // added on this screen and not saved yet: nothing to undo on the server
    const remaining = savedTags.current.filter((saved) => saved !== tag);
    savedTags.current = remaining;
    setFailure(null);
    const { place, groupCostPerHourCents } = detail;
    saveTags.mutate(
      {
        name: place.name,
        address: place.address,
        contactNumber: place.contactNumber,
        costPerHourCents: place.costPerHourCents,
        tags: remaining,
        groupCostPerHourCents,
      },
      {
        // Edited for this group (or me) alone, the place became a copy of its own: keep editing the copy.
        onSuccess: ({ place: saved }) => {
          if (saved && saved.id !== placeId) navigate(editPath(saved.id), { replace: true });
        },
        onError: () => {
          savedTags.current = withTag(savedTags.current, tag, index);
          form.setFieldValue('tags', withTag(form.getValues().tags, tag, index));
          setFailure(intl.formatMessage(placeText.removeTagFailed));
        },
      },
    );
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(toPlaceInput(values, money), {
      onSuccess: () => navigate(backPath),
      onError: (error) =>
        setFailure(showSaveFailure(form, error, intl.formatMessage(placeText.updateFailed), say)),
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={failure} />
          {readOnly ? <FormAlert tone="info" message={intl.formatMessage(m.readOnly)} /> : null}
          <PlaceFields
            form={form}
            currency={money.currency}
            withGroupCost={groupId !== null}
            readOnly={readOnly}
            onRemoveTag={removeTag}
          />
          <Group justify="space-between">
            <Anchor component={Link} to={backPath} size="sm">
              {intl.formatMessage(common.cancel)}
            </Anchor>
            {readOnly ? null : (
              <Button type="submit" loading={save.isPending}>
                {intl.formatMessage(m.saveChanges)}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
