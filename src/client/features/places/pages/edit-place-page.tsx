import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { placeMessages } from '../../../../shared/places';
import { ApiError } from '../../../api';
import { GoneNotice } from '../../../components/gone-notice';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroupPlace } from '../api';
import { EditPlaceForm } from '../components/edit-place-form';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

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
        <GoneNotice
          message={isNotFound(detail.error) ? placeMessages.notFound : placeMessages.loadFailed}
          backTo={`/groups/${groupId}`}
          backLabel="Back to group"
        />
      ) : null}
      {detail.data ? <EditPlaceForm groupId={groupId} placeId={placeId} detail={detail.data} /> : null}
    </Container>
  );
}
