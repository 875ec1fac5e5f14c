import { Button, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { placeMessages } from '../../../../shared/places';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroupPlace } from '../api';
import { EditPlaceForm } from '../components/edit-place-form';

/** /groups/:groupId/places/:placeId/edit: 'Edit place' in one group (spec 000 §2). */
export function EditPlacePage() {
  const { groupId = '', placeId = '' } = useParams();
  const detail = useGroupPlace(groupId, placeId);
  const description = detail.data
    ? `Editing place in group: ${detail.data.groupName}`
    : detail.isPending
      ? 'Loading...'
      : undefined;

  return (
    <Container size={640} py="md">
      <PageHeader title="Edit place" screen="Edit Place" description={description} />
      {detail.isPending ? <PageLoader /> : null}
      {detail.error ? (
        <Stack align="flex-start">
          <FormAlert message={placeMessages.loadFailed} />
          <Button component={Link} to={`/groups/${groupId}`} variant="default">
            Back to group
          </Button>
        </Stack>
      ) : null}
      {detail.data ? <EditPlaceForm groupId={groupId} placeId={placeId} detail={detail.data} /> : null}
    </Container>
  );
}
