import { Button, Checkbox, Group, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { placeText } from '../../../../shared/places';
import { errorMessage, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { useGroups } from '../../../data/groups';
import { useImportablePlaces, useImportPlaces } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { placeCommonMessages as common, groupPlacesMessages as m } from '../places-messages';

interface ImportPlacesModalProps {
  opened: boolean;
  onClose: () => void;
  /** The group the places are added to. */
  groupId: string;
  onImported?: (placeIds: string[]) => void;
}

/** Adds places of another of the user's groups to this one (spec 000 §2); at least one must be chosen. */
export function ImportPlacesModal({ opened, onClose, groupId, onImported }: ImportPlacesModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const groups = useGroups({ enabled: opened });
  const [fromGroupId, setFromGroupId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const importable = useImportablePlaces(groupId, opened ? fromGroupId : null);
  const importPlaces = useImportPlaces(groupId);
  const otherGroups = (groups.data?.groups ?? []).filter((group) => group.id !== groupId);

  const close = () => {
    setFromGroupId(null);
    setSelected([]);
    setFailure(null);
    onClose();
  };

  const chooseGroup = (id: string | null) => {
    setFromGroupId(id);
    setSelected([]);
    setFailure(null);
  };

  const submit = () => {
    if (!fromGroupId || selected.length === 0) {
      setFailure(intl.formatMessage(placeText.importNone));
      return;
    }
    setFailure(null);
    importPlaces.mutate(
      { fromGroupId, placeIds: selected },
      {
        onSuccess: ({ imported }) => {
          close();
          onImported?.(imported);
        },
        onError: (error) =>
          setFailure(
            intl.formatMessage(placeText.importFailed, {
              reason: say(failureMessage(error, intl.formatMessage(common.tryAgain))),
            }),
          ),
      },
    );
  };

  const places = importable.data?.pages.flatMap((page) => page.places) ?? [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage(common.importPlaces)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(common.close) }}
    >
      <Stack>
        <FormAlert message={failure} />
        {groups.error ? <FormAlert message={say(errorMessage(groups.error))} /> : null}
        {groups.data && otherGroups.length === 0 ? <Text>{intl.formatMessage(m.noOtherGroups)}</Text> : null}
        {otherGroups.length > 0 ? (
          <Select
            label={intl.formatMessage(m.fromGroup)}
            placeholder={intl.formatMessage(common.chooseGroup)}
            data={otherGroups.map((group) => ({ value: group.id, label: group.name }))}
            value={fromGroupId}
            onChange={chooseGroup}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        ) : null}
        {fromGroupId && importable.isPending ? <PageLoader /> : null}
        {importable.error ? <FormAlert message={say(errorMessage(importable.error))} /> : null}
        {importable.data && places.length === 0 ? <Text>{intl.formatMessage(m.noPlaces)}</Text> : null}
        {places.length > 0 ? (
          <Checkbox.Group
            label={intl.formatMessage(m.placesToImport)}
            value={selected}
            onChange={setSelected}
          >
            <ScrollArea.Autosize mah="40vh" mt="xs" type="auto">
              <Stack gap="sm" py={4}>
                {places.map((place) => (
                  <Checkbox
                    key={place.id}
                    value={place.id}
                    label={place.name}
                    description={place.alreadyInGroup ? intl.formatMessage(m.alreadyInGroup) : place.address}
                    disabled={place.alreadyInGroup}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        ) : null}
        <LoadMore query={importable} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {intl.formatMessage(common.cancel)}
          </Button>
          <Button onClick={submit} loading={importPlaces.isPending}>
            {intl.formatMessage(m.import)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
