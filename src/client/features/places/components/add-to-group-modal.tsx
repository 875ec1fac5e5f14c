import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { placeText } from '../../../../shared/places';
import { errorMessage, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { type MyPlace, useLinkPlace } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { placeCommonMessages as common, myPlacesMessages as m } from '../places-messages';

interface AddToGroupModalProps {
  /** The place being added; null while the dialog is closed. */
  place: MyPlace | null;
  onClose: () => void;
  onAdded: (groupName: string) => void;
}

/**
 * 'Add to group' for a place of my own: the choices are the active groups I am an admin of, as a place joins
 * a group's list only through its admins (spec 000 §6); the server checks again.
 */
export function AddToGroupModal({ place, onClose, onAdded }: AddToGroupModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const groups = useGroups({ enabled: place !== null });
  const linkPlace = useLinkPlace();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const adminGroups = groups.data?.groups.filter((group) => group.active && group.role === 'admin') ?? [];

  const close = () => {
    setGroupId(null);
    setError(null);
    setFailure(null);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const group = adminGroups.find((candidate) => candidate.id === groupId);
    if (!place || !group) {
      setError(intl.formatMessage(placeText.groupRequired));
      return;
    }
    setFailure(null);
    linkPlace.mutate(
      { groupId: group.id, placeId: place.id },
      {
        onSuccess: () => {
          close();
          onAdded(group.name);
        },
        onError: (cause) =>
          setFailure(say(failureMessage(cause, intl.formatMessage(placeText.addToGroupFailed)))),
      },
    );
  };

  return (
    <Modal
      opened={place !== null}
      onClose={close}
      title={intl.formatMessage(m.addToGroup)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(common.close) }}
    >
      {groups.isPending ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
      {groups.data && adminGroups.length === 0 ? (
        <Stack align="flex-start">
          <Text size="sm">{intl.formatMessage(placeText.noAdminGroups)}</Text>
          <Anchor component={Link} to="/groups/create" size="sm">
            {intl.formatMessage(m.createGroup)}
          </Anchor>
        </Stack>
      ) : null}
      {adminGroups.length > 0 && place ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={failure} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(m.addToGroupHint, { place: place.name })}
            </Text>
            <Select
              label={intl.formatMessage(common.group)}
              required
              placeholder={intl.formatMessage(common.chooseGroup)}
              data={adminGroups.map((group) => ({ value: group.id, label: group.name }))}
              value={groupId}
              onChange={(value) => {
                setGroupId(value);
                setError(null);
              }}
              error={error}
              comboboxProps={{ withinPortal: false }}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={close}>
                {intl.formatMessage(common.cancel)}
              </Button>
              <Button type="submit" loading={linkPlace.isPending}>
                {intl.formatMessage(m.addToGroup)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
