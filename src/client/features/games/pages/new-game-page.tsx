import { Button, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { groupPlaceChoicesQuery, groupPlaceQuery } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { NewGameForm } from '../components/new-game-form';
import { gameFormsMessages, newGameMessages as m } from '../game-forms-messages';

/** /games/new?group_id=&place_id= (spec 001 §2): without a group of mine, back to choosing one. */
export function NewGamePage() {
  const intl = useIntl();
  const say = useKnownText();
  const [params] = useSearchParams();
  const groupId = params.get('group_id') ?? '';
  const groups = useGroups();
  const group = groups.data?.groups.find((candidate) => candidate.id === groupId);
  // Asked only once the group is known to be mine: anyone else's group answers 404.
  const places = useQuery({ ...groupPlaceChoicesQuery(groupId, ''), enabled: group !== undefined });
  // A place asked for (?place_id=, from a place's card) may be past the first page: it is asked for by id.
  const placeId = params.get('place_id');
  const asked = useQuery({
    ...groupPlaceQuery(groupId, placeId ?? ''),
    enabled: group !== undefined && placeId !== null && /^[0-9a-f-]{36}$/i.test(placeId),
    retry: false,
  });
  const askedPlace = asked.data ? { id: asked.data.place.id, name: asked.data.place.name } : null;

  if (!groupId || (groups.data && !group)) return <Navigate to="/select-group-for-game" replace />;

  const error = groups.error ?? (group ? places.error : null);
  return (
    <Container size={560} py="md">
      <PageHeader title={intl.formatMessage(m.screen)} description={intl.formatMessage(m.intro)} />
      {error ? <FormAlert message={say(errorMessage(error))} /> : null}
      {!error && (!group || places.isPending || (asked.isPending && asked.fetchStatus !== 'idle')) ? (
        <PageLoader />
      ) : null}
      {group && places.data && places.data.places.length === 0 ? (
        <Stack align="flex-start">
          <FormAlert tone="info" message={intl.formatMessage(m.noPlaces)} />
          <Button component={Link} to={`/places/create?group_id=${encodeURIComponent(group.id)}&from=game`}>
            {intl.formatMessage(gameFormsMessages.addPlace)}
          </Button>
        </Stack>
      ) : null}
      {group && places.data?.places[0] && !(asked.isPending && asked.fetchStatus !== 'idle') ? (
        <NewGameForm group={group} initialPlace={askedPlace ?? places.data.places[0]} />
      ) : null}
    </Container>
  );
}
