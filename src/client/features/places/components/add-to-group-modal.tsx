import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { placeMessages } from '../../../../shared/places';
import { errorMessage, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../groups/api';
import { type MyPlace, useLinkPlace } from '../api';

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
      setError(placeMessages.groupRequired);
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
        onError: (cause) => setFailure(failureMessage(cause, placeMessages.addToGroupFailed)),
      },
    );
  };

  return (
    <Modal
      opened={place !== null}
      onClose={close}
      title="Add to group"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {groups.isPending ? <PageLoader /> : null}
      {groups.error ? <FormAlert message={errorMessage(groups.error)} /> : null}
      {groups.data && adminGroups.length === 0 ? (
        <Stack align="flex-start">
          <Text size="sm">{placeMessages.noAdminGroups}</Text>
          <Anchor component={Link} to="/groups/create" size="sm">
            Create a group
          </Anchor>
        </Stack>
      ) : null}
      {adminGroups.length > 0 && place ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={failure} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Add {place.name} to the places of a group you run.
            </Text>
            <Select
              label="Group"
              required
              placeholder="Choose a group"
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
                Cancel
              </Button>
              <Button type="submit" loading={linkPlace.isPending}>
                Add to group
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
