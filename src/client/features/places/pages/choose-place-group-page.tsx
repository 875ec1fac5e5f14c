import { Anchor, Button, Container, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { placeText } from '../../../../shared/places';
import { ApiError } from '../../../api';
import { GoneNotice } from '../../../components/gone-notice';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePlace } from '../../../data/places';
import { EditPlaceForm } from '../components/edit-place-form';
import { placeCommonMessages as common, editPlaceMessages as m } from '../places-messages';

const editPath = (groupId: string, placeId: string) => `/groups/${groupId}/places/${placeId}/edit`;

/**
 * /places/edit/:placeId: a place in my groups is edited within a group, so this picks the group. One group:
 * straight there; several: the user chooses; none: it is my own place, edited here.
 */
export function ChoosePlaceGroupPage() {
  const placeId = useParams().placeId ?? '';
  const navigate = useNavigate();
  const intl = useIntl();
  const detail = usePlace(placeId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const place = detail.data?.place;

  if (place?.groups.length === 1 && place.groups[0]) {
    return <Navigate to={editPath(place.groups[0].groupId, place.id)} replace />;
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!groupId) setError(intl.formatMessage(placeText.groupRequired));
    else navigate(editPath(groupId, placeId));
  };

  return (
    <Container size={640} py="md">
      <PageHeader
        title={intl.formatMessage(m.title)}
        screen={intl.formatMessage(m.screen)}
        description={
          place
            ? place.groups.length === 0
              ? intl.formatMessage(m.ownPlace)
              : place.name
            : intl.formatMessage(common.loading)
        }
      />
      {detail.isPending ? <PageLoader /> : null}
      {detail.error ? (
        <GoneNotice
          message={intl.formatMessage(
            detail.error instanceof ApiError && detail.error.status === 404
              ? placeText.notFound
              : placeText.loadFailed,
          )}
          backTo="/places"
          backLabel={intl.formatMessage(m.backToPlaces)}
        />
      ) : null}
      {place && place.groups.length === 0 ? (
        <EditPlaceForm
          // A fresh form for each place: an edit that made a copy moves here with the copy's id.
          key={place.id}
          groupId={null}
          placeId={place.id}
          detail={{ place, groupCostPerHourCents: null, canEdit: true }}
        />
      ) : null}
      {place && place.groups.length > 1 ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text>{intl.formatMessage(m.severalGroups)}</Text>
              <Select
                label={intl.formatMessage(common.group)}
                required
                placeholder={intl.formatMessage(common.chooseGroup)}
                data={place.groups.map((group) => ({ value: group.groupId, label: group.groupName }))}
                value={groupId}
                onChange={(value) => {
                  setGroupId(value);
                  setError(null);
                }}
                error={error}
              />
              <Group justify="space-between">
                <Anchor component={Link} to="/places" size="sm">
                  {intl.formatMessage(common.cancel)}
                </Anchor>
                <Button type="submit">{intl.formatMessage(m.continue)}</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}
    </Container>
  );
}
