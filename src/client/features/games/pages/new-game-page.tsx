import { Button, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../groups/api';
import { groupPlacesQuery } from '../../places/api';
import { NewGameForm } from '../components/new-game-form';

/** /games/new?group_id=&place_id= (spec 001 §2): without a group of mine, back to choosing one. */
export function NewGamePage() {
  const [params] = useSearchParams();
  const groupId = params.get('group_id') ?? '';
  const groups = useGroups();
  const group = groups.data?.groups.find((candidate) => candidate.id === groupId);
  // Asked only once the group is known to be mine: anyone else's group answers 404.
  const places = useQuery({ ...groupPlacesQuery(groupId), enabled: group !== undefined });

  if (!groupId || (groups.data && !group)) return <Navigate to="/select-group-for-game" replace />;

  const error = groups.error ?? (group ? places.error : null);
  return (
    <Container size={560} py="md">
      <PageHeader title="New Game" description="Start a poll: your group answers, then you book it." />
      {error ? <FormAlert message={errorMessage(error)} /> : null}
      {!error && (!group || places.isPending) ? <PageLoader /> : null}
      {group && places.data && places.data.places.length === 0 ? (
        <Stack align="flex-start">
          <FormAlert
            tone="info"
            message="At least one place is needed before creating a game. Add a place to this group first."
          />
          <Button component={Link} to={`/places/create?group_id=${encodeURIComponent(group.id)}&from=game`}>
            Add a place
          </Button>
        </Stack>
      ) : null}
      {group && places.data && places.data.places.length > 0 ? (
        <NewGameForm group={group} places={places.data.places} initialPlaceId={params.get('place_id')} />
      ) : null}
    </Container>
  );
}
