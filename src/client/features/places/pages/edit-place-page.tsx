import { Container } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { placeText } from '../../../../shared/places';
import { ApiError } from '../../../api';
import { GoneNotice } from '../../../components/gone-notice';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroupPlace } from '../../../data/places';
import { EditPlaceForm } from '../components/edit-place-form';
import { placeCommonMessages as common, editPlaceMessages as m } from '../places-messages';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /groups/:groupId/places/:placeId/edit: 'Edit place' in one group (spec 000 §2). */
export function EditPlacePage() {
  const { groupId = '', placeId = '' } = useParams();
  const intl = useIntl();
  const detail = useGroupPlace(groupId, placeId);
  const description = detail.data
    ? intl.formatMessage(m.inGroup, { group: detail.data.groupName })
    : detail.isPending
      ? intl.formatMessage(common.loading)
      : undefined;

  return (
    <Container size={640} py="md">
      <PageHeader
        title={intl.formatMessage(m.title)}
        screen={intl.formatMessage(m.screen)}
        description={description}
      />
      {detail.isPending ? <PageLoader /> : null}
      {detail.error ? (
        <GoneNotice
          message={intl.formatMessage(isNotFound(detail.error) ? placeText.notFound : placeText.loadFailed)}
          backTo={`/groups/${groupId}`}
          backLabel={intl.formatMessage(common.backToGroup)}
        />
      ) : null}
      {detail.data ? <EditPlaceForm groupId={groupId} placeId={placeId} detail={detail.data} /> : null}
    </Container>
  );
}
