import { Anchor, Button, Container, Group, Paper, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { groupMessages } from '../../../../shared/groups';
import { placeText } from '../../../../shared/places';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useOwnCurrency } from '../../../components/use-money';
import { groupQuery, useGroups } from '../../../data/groups';
import { type SimilarPlace, useCreatePlace, useLinkPlace } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { useLocale } from '../../../i18n/locale-context';
import { ImportPlacesModal } from '../components/import-places-modal';
import { PlaceFields } from '../components/place-fields';
import { SimilarPlaces } from '../components/similar-places';
import { showSaveFailure } from '../place-errors';
import { type CostMoney, costFromText, emptyPlaceForm, toPlaceInput, validatePlaceForm } from '../place-form';
import { placeCommonMessages as common, createPlaceMessages as m } from '../places-messages';

/** The group select's value for "not in a group" (the place is only the user's own). */
const NO_GROUP = 'none';

/**
 * Add Place: /places/create (optional ?group_id=, else a group may be chosen) and
 * /groups/:groupId/places/create. With ?from=game the user came from game creation and goes back to it.
 */
export function CreatePlacePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fixedGroupId = useParams().groupId ?? (searchParams.get('group_id') || null);
  const fromGame = searchParams.get('from') === 'game';
  const [chosenGroupId, setChosenGroupId] = useState<string>(NO_GROUP);
  const groupId = fixedGroupId ?? (chosenGroupId === NO_GROUP ? null : chosenGroupId);
  const fixedGroup = useQuery({ ...groupQuery(fixedGroupId ?? ''), enabled: fixedGroupId !== null });
  const groups = useGroups({ enabled: fixedGroupId === null });
  const createPlace = useCreatePlace();
  const linkPlace = useLinkPlace();
  const [failure, setFailure] = useState<string | null>(null);
  const [importOpened, importModal] = useDisclosure(false);
  const locale = useLocale();
  const intl = useIntl();
  const say = useKnownText();
  // The costs are in the group's currency; a place in no group is read in the viewer's own.
  const groupCurrency = fixedGroupId
    ? fixedGroup.data?.group.currency
    : groups.data?.groups.find((group) => group.id === groupId)?.currency;
  const ownCurrency = useOwnCurrency();
  const money: CostMoney = { currency: groupCurrency ?? ownCurrency, locale };
  const form = useForm({
    initialValues: emptyPlaceForm,
    validate: (values) => validatePlaceForm(values, money, intl, say),
  });

  /** Where a save (or a chosen suggestion) leads: back to the game being created, the group, or /places. */
  const leave = (placeId: string | null) => {
    if (fromGame && groupId) {
      const place = placeId ? `&place_id=${encodeURIComponent(placeId)}` : '';
      navigate(`/games/new?group_id=${encodeURIComponent(groupId)}${place}`);
    } else navigate(groupId ? `/groups/${groupId}` : '/places');
  };

  const cancelPath =
    fromGame && fixedGroupId
      ? `/games/new?group_id=${encodeURIComponent(fixedGroupId)}`
      : fixedGroupId
        ? `/groups/${fixedGroupId}`
        : '/places';

  const chooseGroup = (value: string | null) => {
    setChosenGroupId(value ?? NO_GROUP);
    // The override belongs to a group; without one the field goes away and starts empty next time.
    if ((value ?? NO_GROUP) === NO_GROUP) form.setFieldValue('groupCost', '');
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { groupCostPerHourCents, ...fields } = toPlaceInput(values, money);
    createPlace.mutate(
      { ...fields, groupId, groupCostPerHourCents: groupId ? groupCostPerHourCents : null },
      {
        onSuccess: ({ place }) => leave(place.id),
        onError: (error) =>
          setFailure(showSaveFailure(form, error, intl.formatMessage(placeText.createFailed), say)),
      },
    );
  });

  const chooseSuggestion = (place: SimilarPlace) => {
    setFailure(null);
    if (!groupId) {
      leave(place.id);
      return;
    }
    const groupCost = costFromText(form.values.groupCost, money);
    linkPlace.mutate(
      {
        groupId,
        placeId: place.id,
        ...(typeof groupCost === 'number' ? { groupCostPerHourCents: groupCost } : {}),
      },
      {
        onSuccess: () => leave(place.id),
        onError: (error) =>
          setFailure(say(failureMessage(error, intl.formatMessage(placeText.createFailed)))),
      },
    );
  };

  const afterImport = (placeIds: string[]) => leave(placeIds.length === 1 ? (placeIds[0] ?? null) : null);

  // A place joins a group's shortlist only by an admin of it (spec 000 §6).
  const activeGroups = groups.data?.groups.filter((group) => group.active && group.role === 'admin') ?? [];
  const fixedGroupName = fixedGroup.data?.group.name;
  const addingTo = fixedGroupName ? intl.formatMessage(m.addingTo, { group: fixedGroupName }) : undefined;
  const refusal = !fixedGroup.data
    ? null
    : fixedGroup.data.me.role !== 'admin'
      ? say(groupMessages.adminOnly)
      : fixedGroup.data.group.active
        ? null
        : say(groupMessages.inactive);

  if (refusal) {
    // Nothing here would be accepted: say why instead of offering a form the server refuses.
    return (
      <Container size={640} py="md">
        <PageHeader title={intl.formatMessage(common.addPlace)} description={addingTo} />
        <Stack align="flex-start">
          <FormAlert message={refusal} />
          <Button component={Link} to={cancelPath} variant="default">
            {intl.formatMessage(m.back)}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={640} py="md">
      <PageHeader
        title={intl.formatMessage(common.addPlace)}
        description={addingTo ?? intl.formatMessage(m.hint)}
        actions={
          groupId ? (
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden="true" />}
              onClick={importModal.open}
            >
              {intl.formatMessage(common.importPlaces)}
            </Button>
          ) : null
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={failure} />
            {fixedGroupId === null ? (
              <Select
                label={intl.formatMessage(common.group)}
                description={intl.formatMessage(m.groupHint)}
                data={[
                  { value: NO_GROUP, label: intl.formatMessage(m.noGroup) },
                  ...activeGroups.map((group) => ({ value: group.id, label: group.name })),
                ]}
                value={chosenGroupId}
                onChange={chooseGroup}
                allowDeselect={false}
              />
            ) : null}
            <PlaceFields
              form={form}
              currency={money.currency}
              withGroupCost={groupId !== null}
              afterAddress={
                <SimilarPlaces
                  currency={money.currency}
                  name={form.values.name}
                  address={form.values.address}
                  onUse={chooseSuggestion}
                  usingPlaceId={linkPlace.isPending ? (linkPlace.variables?.placeId ?? null) : null}
                />
              }
            />
            <Group justify="space-between">
              <Anchor component={Link} to={cancelPath} size="sm">
                {intl.formatMessage(common.cancel)}
              </Anchor>
              <Button type="submit" loading={createPlace.isPending}>
                {intl.formatMessage(m.save)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {groupId ? (
        <ImportPlacesModal
          opened={importOpened}
          onClose={importModal.close}
          groupId={groupId}
          onImported={afterImport}
        />
      ) : null}
    </Container>
  );
}
