import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconCoins, IconPlayerPause, IconPlayerPlay, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { groupMessages } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { useDeactivateGroup, useDeleteGroup, useReactivateGroup } from '../api';
import { ChangeCurrencyModal } from './change-currency-modal';

interface GroupSettingsMenuProps {
  groupId: string;
  active: boolean;
  /** The group's currency, which an admin may change until the first expense. */
  currency: string;
  onFailure: (message: string | null) => void;
}

/** The admin's menu: the currency, deactivate or reactivate, and delete, each dangerous step confirmed first. */
export function GroupSettingsMenu({ groupId, active, currency, onFailure }: GroupSettingsMenuProps) {
  const navigate = useNavigate();
  const [choosingCurrency, setChoosingCurrency] = useState(false);
  const deactivate = useDeactivateGroup(groupId);
  const reactivate = useReactivateGroup(groupId);
  const deleteGroup = useDeleteGroup(groupId);
  const busy = deactivate.isPending || reactivate.isPending || deleteGroup.isPending;

  const confirmDeactivate = () =>
    openConfirm({
      title: 'Deactivate group',
      children: <Text size="sm">{groupMessages.deactivateWarning}</Text>,
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deactivate.mutate(undefined, {
          onError: (error) => onFailure(failureMessage(error, groupMessages.deactivateFailed)),
        });
      },
    });

  const reactivateNow = () => {
    onFailure(null);
    reactivate.mutate(undefined, {
      onError: (error) => onFailure(failureMessage(error, groupMessages.reactivateFailed)),
    });
  };

  const confirmDelete = () =>
    openConfirm({
      title: 'Delete group',
      children: <Text size="sm">{groupMessages.confirmDelete}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deleteGroup.mutate(undefined, {
          onSuccess: () => navigate('/groups', { replace: true }),
          onError: (error) => onFailure(failureMessage(error, groupMessages.deleteFailed)),
        });
      },
    });

  return (
    <>
      <ChangeCurrencyModal
        groupId={groupId}
        currency={currency}
        opened={choosingCurrency}
        onClose={() => setChoosingCurrency(false)}
      />
      <Menu
        position="bottom-end"
        width={220}
        shadow="md"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Group settings" loading={busy}>
            <IconSettings size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {active ? (
            <Menu.Item
              leftSection={<IconCoins size={16} aria-hidden="true" />}
              onClick={() => setChoosingCurrency(true)}
            >
              Currency: {currency}
            </Menu.Item>
          ) : null}
          {active ? (
            <Menu.Item
              leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
              onClick={confirmDeactivate}
            >
              Deactivate group
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={reactivateNow}>
              Reactivate group
            </Menu.Item>
          )}
          <Menu.Item c="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={confirmDelete}>
            Delete group
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
